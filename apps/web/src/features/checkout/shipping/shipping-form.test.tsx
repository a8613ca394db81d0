import { MESSAGES, type ShippingForm as ShippingDetails } from '@skins/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  asha,
  descriptionOf,
  field,
  fill,
  type LABELS,
  renderForm,
  submit,
  type,
} from '#testing/shipping-form-kit.tsx';
import { ShippingForm } from './shipping-form.tsx';

const m = MESSAGES.shipping;

describe('shipping form fields', () => {
  it.each([
    ['firstName', 'given-name'],
    ['lastName', 'family-name'],
    ['address', 'address-line1'],
    ['apartment', 'address-line2'],
    ['city', 'address-level2'],
    ['pin', 'postal-code'],
    ['state', 'address-level1'],
    ['country', 'country-name'],
    ['phone', 'tel-national'],
    ['email', 'email'],
  ] as const)('labels %s and lets the browser fill it as %s', (name, token) => {
    renderForm();
    expect(field(name).getAttribute('autocomplete')).toBe(token);
    expect(field(name).getAttribute('name')).toBe(name);
  });

  it('asks for digits on phones for the PIN and the phone number', () => {
    renderForm();
    expect(field('pin').getAttribute('inputmode')).toBe('numeric');
    expect(field('phone').getAttribute('inputmode')).toBe('numeric');
    expect(field('phone').getAttribute('type')).toBe('tel');
    expect(field('email').getAttribute('type')).toBe('email');
  });

  it('offers all 28 states and 8 union territories, and India as the country', () => {
    renderForm();
    const state = field('state');
    expect(
      within(state)
        .getAllByRole('group')
        .map((g) => g.getAttribute('label')),
    ).toEqual(['States', 'Union territories']);
    const options = within(state)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options[0]).toBe('Select a state');
    expect(options).toHaveLength(1 + 28 + 8);
    expect(options).toContain('Delhi');
    expect(options).toContain('Ladakh');
    expect(options).toContain('Dadra and Nagar Haveli and Daman and Diu');
    expect(field('country').value).toBe('India');
  });

  it('keeps a prefilled state that is not in the list rather than losing it', () => {
    renderForm({ initialValues: { ...asha, state: 'Orissa' } });
    expect(field('state').value).toBe('Orissa');
  });
});

describe('shipping form validation', () => {
  it('names every missing required field in the spec’s words and focuses the first', () => {
    const { onSubmit } = renderForm();

    submit();

    const expected = {
      firstName: m.firstNameRequired,
      lastName: m.lastNameRequired,
      address: m.addressRequired,
      city: m.cityRequired,
      pin: m.pinRequired,
      state: m.stateRequired,
      phone: m.phoneRequired,
      email: m.emailRequired,
    } as const;
    for (const [name, message] of Object.entries(expected)) {
      const control = field(name as keyof typeof LABELS);
      expect(control.getAttribute('aria-invalid'), name).toBe('true');
      expect(descriptionOf(control), name).toBe(message);
    }
    for (const name of ['apartment', 'country', 'customerNote'] as const) {
      expect(field(name).getAttribute('aria-invalid'), name).toBeNull();
    }
    expect(document.activeElement).toBe(field('firstName'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each([
    ['pin', '56001', m.pinInvalid],
    ['pin', '56000a', m.pinInvalid],
    ['pin', '5600011', m.pinInvalid],
    ['phone', '98765', m.phoneInvalid],
    ['phone', '98765432100', m.phoneInvalid],
    ['phone', '98765abcde', m.phoneInvalid],
    ['email', 'asha@', m.emailInvalid],
    ['email', 'asha@example', m.emailInvalid],
    ['firstName', '   ', m.firstNameRequired],
    ['city', '  ', m.cityRequired],
  ] as const)('refuses %s "%s" with "%s" and focuses it', (name, value, message) => {
    const { onSubmit } = renderForm({ initialValues: asha });
    type(name, value);

    submit();

    expect(descriptionOf(field(name))).toBe(message);
    expect(document.activeElement).toBe(field(name));
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a field’s message when the shopper leaves it, and clears it once fixed', () => {
    renderForm();
    type('pin', '5600');
    expect(field('pin').getAttribute('aria-invalid')).toBeNull();

    fireEvent.blur(field('pin'));
    expect(descriptionOf(field('pin'))).toBe(m.pinInvalid);

    type('pin', '560001');
    expect(field('pin').getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText(m.pinInvalid)).toBeNull();
  });

  it('does not scold a field the shopper only tabbed through', () => {
    renderForm();
    fireEvent.blur(field('firstName'));
    expect(screen.queryByText(m.firstNameRequired)).toBeNull();
  });

  it('submits trimmed details, PIN and phone as bare digits, without empty optionals', async () => {
    const { onSubmit } = renderForm();
    fill({
      ...asha,
      firstName: '  Asha ',
      pin: '560 001',
      phone: '+91 98765-43210',
      apartment: '   ',
      email: ' asha@example.in ',
    });

    submit();

    await screen.findByRole('heading', { name: 'Shipping to' });
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ ...asha, country: 'India' });
  });

  it.each([
    ['098765 43210', '9876543210'],
    ['919876543210', '9876543210'],
    ['(98765) 43210', '9876543210'],
  ])('reads the phone number %s as %s', async (typed, digits) => {
    const { onSubmit } = renderForm({ initialValues: asha });
    type('phone', typed);
    submit();
    await screen.findByRole('heading', { name: 'Shipping to' });
    expect(onSubmit.mock.calls[0]?.[0].phone).toBe(digits);
  });
});

describe('after submitting', () => {
  it('shows the details with an Edit button, and Edit brings the form back filled', async () => {
    const onEdit = vi.fn();
    renderForm({
      initialValues: { ...asha, apartment: 'Flat 4B', customerNote: 'Ring twice' },
      onEdit,
    });

    submit();

    const heading = await screen.findByRole('heading', { name: 'Shipping to' });
    // Focus moves in an effect after the summary renders: on a busy machine, a moment later.
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.queryByRole('form')).toBeNull();
    const address = screen.getByText('12 MG Road').closest('address');
    expect(address?.textContent).toContain('Asha Rao');
    expect(address?.textContent).toContain('Flat 4B');
    expect(address?.textContent).toContain('Bengaluru, Karnataka 560001');
    expect(screen.getByText('+91 9876543210')).toBeTruthy();
    expect(screen.getByText('Ring twice')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));

    expect(onEdit).toHaveBeenCalledTimes(1);
    expect(field('firstName').value).toBe('Asha');
    expect(field('apartment').value).toBe('Flat 4B');
    expect(document.activeElement).toBe(field('firstName'));
  });

  it('shows the normalised figures when editing again', async () => {
    renderForm({ initialValues: { ...asha, phone: '+91 98765 43210' } });
    submit();
    await screen.findByRole('heading', { name: 'Shipping to' });
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(field('phone').value).toBe('9876543210');
  });

  it.each([
    [
      'throws',
      () => {
        throw new Error('storage full');
      },
    ],
    ['rejects', () => Promise.reject(new Error('offline'))],
  ])('stays on the form and says so when saving %s', async (_case, failing) => {
    renderForm({ initialValues: asha, onSubmit: vi.fn(failing) });

    submit();

    expect((await screen.findByRole('alert')).textContent).toBe(m.submitFailed);
    expect(screen.queryByRole('heading', { name: 'Shipping to' })).toBeNull();
    expect(field('firstName').value).toBe('Asha');
  });

  it('clears the failure message once a retry succeeds', async () => {
    const onSubmit = vi
      .fn<(shipping: ShippingDetails) => Promise<void>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(undefined);
    renderForm({ initialValues: asha, onSubmit });
    submit();
    await screen.findByRole('alert');

    submit();

    await screen.findByRole('heading', { name: 'Shipping to' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('waits for a slow save and does not submit twice meanwhile', async () => {
    let finish: () => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderForm({ initialValues: asha, onSubmit });

    submit();
    submit();

    const button = screen.getByRole('button', { name: 'Continue to payment' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(screen.getByRole('heading', { name: 'Shipping to' })).toBeTruthy();
  });
});

describe('what the page controls', () => {
  it('disables Continue while the page is busy', () => {
    const { onSubmit } = renderForm({ initialValues: asha, submitting: true });
    const button = screen.getByRole('button', { name: 'Continue to payment' });
    expect(button.hasAttribute('disabled')).toBe(true);
    fireEvent.submit(button.closest('form') as HTMLFormElement);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the page’s message on the form and on the summary', async () => {
    const { rerender, onSubmit } = renderForm({ initialValues: asha, error: 'Server said no' });
    expect(screen.getByRole('alert').textContent).toBe('Server said no');

    submit();
    await screen.findByRole('heading', { name: 'Shipping to' });
    rerender(<ShippingForm onSubmit={onSubmit} error="Please fix shipping details" />);
    expect(screen.getByRole('alert').textContent).toBe('Please fix shipping details');
  });

  it('opens on the summary for complete details, with Edit disabled while busy', () => {
    renderForm({ initialValues: asha, startSubmitted: true, submitting: true });
    expect(screen.getByRole('heading', { name: 'Shipping to' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit' }).hasAttribute('disabled')).toBe(true);
  });

  it('opens on the form when the details to start from are not valid', () => {
    renderForm({ initialValues: { ...asha, pin: '123' }, startSubmitted: true });
    expect(screen.queryByRole('heading', { name: 'Shipping to' })).toBeNull();
    expect(field('pin').value).toBe('123');
  });
});
