import type { ShippingForm as ShippingDetails } from '@skins/shared';
import { fireEvent, render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { ShippingForm } from '#features/checkout/shipping/shipping-form.tsx';

// The shipping form's tests (shipping-form.test.tsx, pin-state.test.tsx): a shopper, the form's
// labels, and how a test fills and sends it.

export const asha = {
  firstName: 'Asha',
  lastName: 'Rao',
  address: '12 MG Road',
  city: 'Bengaluru',
  pin: '560001',
  state: 'Karnataka',
  phone: '9876543210',
  email: 'asha@example.in',
};

export const LABELS = {
  firstName: 'First name',
  lastName: 'Last name',
  address: 'Address',
  apartment: 'Apartment, suite, etc. (optional)',
  city: 'City',
  pin: 'PIN code',
  state: 'State',
  country: 'Country',
  phone: 'Phone',
  email: 'Email',
  customerNote: 'Order note (optional)',
} as const;

export function field(name: keyof typeof LABELS): HTMLInputElement {
  return screen.getByLabelText(LABELS[name]);
}

export function type(name: keyof typeof LABELS, value: string) {
  fireEvent.change(field(name), { target: { value } });
}

export function fill(values: Partial<Record<keyof typeof LABELS, string>>) {
  for (const [name, value] of Object.entries(values)) type(name as keyof typeof LABELS, value);
}

export function submit() {
  fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
}

/** The text of the messages an element's aria-describedby points to. */
export function descriptionOf(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? `#${id} missing`).join(' | ');
}

export function renderForm(props: Partial<Parameters<typeof ShippingForm>[0]> = {}) {
  const onSubmit = vi.fn<(shipping: ShippingDetails) => void | Promise<void>>();
  const view = render(<ShippingForm onSubmit={onSubmit} {...props} />);
  return { ...view, onSubmit: props.onSubmit ? vi.mocked(props.onSubmit) : onSubmit };
}
