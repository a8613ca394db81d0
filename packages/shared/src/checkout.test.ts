import { describe, expect, it } from 'vitest';
import { ShippingFormSchema } from './checkout.ts';

const valid = {
  firstName: 'Asha',
  lastName: 'Rao',
  address: '12 MG Road',
  city: 'Bengaluru',
  pin: '560001',
  state: 'Karnataka',
  phone: '9876543210',
  email: 'asha@example.in',
};

function fieldErrors(input: unknown): Record<string, string> {
  const result = ShippingFormSchema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0]);
    errors[key] ??= issue.message;
  }
  return errors;
}

describe('ShippingFormSchema', () => {
  it('accepts a complete form, defaults the country to India and drops empty optionals', () => {
    const parsed = ShippingFormSchema.parse({ ...valid, apartment: '  ', customerNote: '' });
    expect(parsed.country).toBe('India');
    expect(parsed.apartment).toBeUndefined();
    expect(parsed.customerNote).toBeUndefined();
  });

  it('says which required field is missing, in the spec words', () => {
    expect(fieldErrors({})).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      address: 'Address is required',
      city: 'City is required',
      pin: 'PIN code is required',
      state: 'State is required',
      phone: 'Phone number is required',
      email: 'Email is required',
    });
    expect(fieldErrors({ ...valid, firstName: '   ' })).toEqual({
      firstName: 'First name is required',
    });
  });

  it('checks PIN, phone and email formats', () => {
    expect(fieldErrors({ ...valid, pin: '56001' })).toEqual({
      pin: 'Invalid PIN (6 digits required)',
    });
    expect(fieldErrors({ ...valid, pin: '56000a' }).pin).toBe('Invalid PIN (6 digits required)');
    expect(fieldErrors({ ...valid, phone: '98765' })).toEqual({
      phone: 'Invalid phone number (10 digits required)',
    });
    expect(fieldErrors({ ...valid, email: 'asha@' })).toEqual({ email: 'Invalid email address' });
  });

  it('gives the format message, not a length message, for too many digits', () => {
    expect(fieldErrors({ ...valid, pin: '5600011' })).toEqual({
      pin: 'Invalid PIN (6 digits required)',
    });
    expect(fieldErrors({ ...valid, phone: '98765432100' })).toEqual({
      phone: 'Invalid phone number (10 digits required)',
    });
  });

  it('refuses over-long text', () => {
    expect(fieldErrors({ ...valid, customerNote: 'x'.repeat(501) }).customerNote).toMatch(
      /at most 500/,
    );
  });

  describe('a PIN from another state', () => {
    const bengaluruInMaharashtra = { ...valid, pin: '560034', state: 'Maharashtra' };

    it('is refused on the state, naming the PIN’s state, until the shopper confirms it', () => {
      expect(fieldErrors(bengaluruInMaharashtra)).toEqual({
        state: 'PIN 560034 is in Karnataka, not Maharashtra.',
      });
      expect(fieldErrors({ ...bengaluruInMaharashtra, stateConfirmed: false })).toEqual({
        state: 'PIN 560034 is in Karnataka, not Maharashtra.',
      });
    });

    it('names every state a shared prefix may be in', () => {
      expect(fieldErrors({ ...valid, pin: '247001', state: 'Delhi' })).toEqual({
        state: 'PIN 247001 is in Uttar Pradesh or Uttarakhand, not Delhi.',
      });
    });

    it('is accepted, and keeps the confirmation, once confirmed', () => {
      const parsed = ShippingFormSchema.parse({ ...bengaluruInMaharashtra, stateConfirmed: true });
      expect(parsed).toMatchObject({ pin: '560034', state: 'Maharashtra', stateConfirmed: true });
    });

    it('needs no confirmation for a matching pair, however the state is written', () => {
      expect(fieldErrors({ ...valid, pin: '560034', state: 'karnataka' })).toEqual({});
      expect(fieldErrors({ ...valid, pin: '900001', state: 'Karnataka' })).toEqual({});
    });

    it('takes only a boolean as the confirmation', () => {
      expect(fieldErrors({ ...bengaluruInMaharashtra, stateConfirmed: 'yes' })).toHaveProperty(
        'stateConfirmed',
      );
    });
  });
});
