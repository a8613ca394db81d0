import { describe, expect, it } from 'vitest';
import {
  canonicalIndianState,
  GST_STATE_CODES,
  INDIAN_STATES,
  INDIAN_UNION_TERRITORIES,
  placeOfSupplyLabel,
  placeOfSupplyOf,
} from './indian-states.ts';

describe('GST state codes', () => {
  it('gives every state and union territory its own two-digit code', () => {
    const all = [...INDIAN_STATES, ...INDIAN_UNION_TERRITORIES];
    const codes = all.map((state) => GST_STATE_CODES[state]);
    for (const code of codes) expect(code).toMatch(/^\d{2}$/);
    expect(new Set(codes).size).toBe(all.length);
  });

  it.each([
    ['Karnataka', '29'],
    ['Maharashtra', '27'],
    ['Delhi', '07'],
    ['Tamil Nadu', '33'],
    ['Andhra Pradesh', '37'],
    ['Telangana', '36'],
    ['Ladakh', '38'],
    ['Dadra and Nagar Haveli and Daman and Diu', '26'],
  ] as const)('codes %s as %s', (state, code) => {
    expect(GST_STATE_CODES[state]).toBe(code);
  });
});

describe('canonicalIndianState', () => {
  it.each([
    ['karnataka ', 'Karnataka'],
    ['TAMIL-NADU', 'Tamil Nadu'],
    ['Jammu & Kashmir', 'Jammu and Kashmir'],
    ['Orissa', 'Odisha'],
    ['Pondicherry', 'Puducherry'],
    ['Uttaranchal', 'Uttarakhand'],
    ['New Delhi', 'Delhi'],
  ])('reads %j as %s', (written, state) => {
    expect(canonicalIndianState(written)).toBe(state);
  });

  it('knows no state for a name outside the list', () => {
    expect(canonicalIndianState('Karnatka')).toBeNull();
    expect(canonicalIndianState('')).toBeNull();
  });
});

describe('place of supply', () => {
  it('is the list’s name for the shipping state, or the state as written', () => {
    expect(placeOfSupplyOf(' karnataka')).toBe('Karnataka');
    expect(placeOfSupplyOf(' Somewhere ')).toBe('Somewhere');
  });

  it('prints with its GST state code when it has one', () => {
    expect(placeOfSupplyLabel('Karnataka')).toBe('Karnataka (29)');
    expect(placeOfSupplyLabel('maharashtra')).toBe('Maharashtra (27)');
    expect(placeOfSupplyLabel('Somewhere')).toBe('Somewhere');
  });
});
