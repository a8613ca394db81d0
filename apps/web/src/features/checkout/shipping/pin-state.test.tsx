import { PIN_STATE_MESSAGES } from '@skins/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  asha,
  descriptionOf,
  field,
  renderForm,
  submit,
  type,
} from '#testing/shipping-form-kit.tsx';

describe('the state from the PIN', () => {
  const question = 'PIN 560034 is in Karnataka, not Maharashtra.';

  /** The question (its group is named by it; the state list's optgroups are groups too). */
  function pinQuestion() {
    return screen.queryByRole('group', { name: /^PIN \d{6} is in/ });
  }

  function choice(name: string) {
    return screen.getByRole('button', { name });
  }

  it('fills an empty state from a six-digit PIN, and says so', () => {
    renderForm();

    type('pin', '5600');
    expect(field('state').value).toBe('');
    type('pin', '560 034');

    expect(field('state').value).toBe('Karnataka');
    expect(screen.getByText('State filled in from PIN 560034.')).toBeTruthy();
  });

  it.each([
    ['a prefix two states share', '247001'],
    ['the Army Postal Service', '900001'],
  ])('leaves the state empty for %s', (_case, pin) => {
    renderForm();
    type('pin', pin);
    expect(field('state').value).toBe('');
    expect(pinQuestion()).toBeNull();
  });

  it('asks before continuing when the chosen state is not the PIN’s', async () => {
    const { onSubmit } = renderForm({ initialValues: { ...asha, state: 'Maharashtra' } });

    type('pin', '560034');

    expect(field('state').value).toBe('Maharashtra');
    const group = screen.getByRole('group', { name: question });
    expect(within(group).getByText(PIN_STATE_MESSAGES.why)).toBeTruthy();
    expect(descriptionOf(field('pin'))).toBe(question);
    expect(descriptionOf(field('state'))).toBe(question);

    submit();

    await waitFor(() => expect(document.activeElement).toBe(choice('Use Karnataka')));
    expect(within(group).getByText(PIN_STATE_MESSAGES.choose)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.queryByRole('heading', { name: 'Shipping to' })).toBeNull();
  });

  it('takes the PIN’s state when the shopper uses it', async () => {
    const { onSubmit } = renderForm({
      initialValues: { ...asha, pin: '560034', state: 'Maharashtra' },
    });

    fireEvent.click(choice('Use Karnataka'));

    expect(field('state').value).toBe('Karnataka');
    expect(document.activeElement).toBe(field('state'));
    expect(pinQuestion()).toBeNull();
    submit();
    await screen.findByRole('heading', { name: 'Shipping to' });
    const sent = onSubmit.mock.calls[0]?.[0];
    expect(sent).toMatchObject({ pin: '560034', state: 'Karnataka' });
    expect(sent?.stateConfirmed).toBeUndefined();
  });

  it('continues with the chosen state, confirmed, when the shopper keeps it', async () => {
    const { onSubmit } = renderForm({
      initialValues: { ...asha, pin: '560034', state: 'Maharashtra' },
    });

    fireEvent.click(choice('Keep Maharashtra'));

    expect(field('state').value).toBe('Maharashtra');
    expect(document.activeElement).toBe(field('state'));
    expect(pinQuestion()).toBeNull();
    submit();
    await screen.findByRole('heading', { name: 'Shipping to' });
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      pin: '560034',
      state: 'Maharashtra',
      stateConfirmed: true,
    });
  });

  it('asks again once the PIN changes after a kept state', () => {
    renderForm({ initialValues: { ...asha, pin: '560034', state: 'Maharashtra' } });
    fireEvent.click(choice('Keep Maharashtra'));

    type('pin', '600001');

    expect(screen.getByRole('group', { name: 'PIN 600001 is in Tamil Nadu, not Maharashtra.' }));
  });

  it('offers each state of a shared prefix', () => {
    renderForm({ initialValues: { ...asha, pin: '247001', state: 'Delhi' } });
    const group = screen.getByRole('group', {
      name: 'PIN 247001 is in Uttar Pradesh or Uttarakhand, not Delhi.',
    });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Use Uttar Pradesh', 'Use Uttarakhand', 'Keep Delhi']);
  });

  it('asks nothing for a matching, incomplete or unknown PIN, or before a state is chosen', () => {
    renderForm({ initialValues: asha });
    for (const pin of ['560001', '1100', '900001']) {
      type('pin', pin);
      expect(pinQuestion(), pin).toBeNull();
    }
    fireEvent.change(field('state'), { target: { value: '' } });
    type('pin', '247001');
    expect(pinQuestion()).toBeNull();
  });

  it('opens on the summary for details whose state was confirmed, and on the question if not', () => {
    const kept = { ...asha, pin: '560034', state: 'Maharashtra' };
    const { unmount } = renderForm({
      initialValues: { ...kept, stateConfirmed: true },
      startSubmitted: true,
    });
    expect(screen.getByRole('heading', { name: 'Shipping to' })).toBeTruthy();
    unmount();

    renderForm({ initialValues: kept, startSubmitted: true });
    expect(screen.getByRole('group', { name: question })).toBeTruthy();
  });
});
