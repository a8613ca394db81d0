import { describe, expect, it } from 'vitest';
import { INDIAN_STATES, INDIAN_UNION_TERRITORIES, isIndianState } from './indian-states.ts';
import { pinStateMismatch, pinStateOf, statesForPin } from './pin-states.ts';

// Head-office PINs of well-known towns, one or more per state and union territory.
const KNOWN_PINS: [string, string][] = [
  ['110001', 'Delhi'], // New Delhi GPO
  ['122001', 'Haryana'], // Gurugram
  ['134109', 'Haryana'], // Panchkula
  ['141001', 'Punjab'], // Ludhiana
  ['143001', 'Punjab'], // Amritsar
  ['160017', 'Chandigarh'],
  ['160062', 'Punjab'], // Mohali
  ['171001', 'Himachal Pradesh'], // Shimla
  ['180001', 'Jammu and Kashmir'], // Jammu
  ['190001', 'Jammu and Kashmir'], // Srinagar
  ['194101', 'Ladakh'], // Leh
  ['201301', 'Uttar Pradesh'], // Noida
  ['226001', 'Uttar Pradesh'], // Lucknow
  ['246701', 'Uttar Pradesh'], // Bijnor
  ['246001', 'Uttarakhand'], // Pauri
  ['248001', 'Uttarakhand'], // Dehradun
  ['249401', 'Uttarakhand'], // Haridwar
  ['262501', 'Uttarakhand'], // Pithoragarh
  ['263001', 'Uttarakhand'], // Nainital
  ['302001', 'Rajasthan'], // Jaipur
  ['342001', 'Rajasthan'], // Jodhpur
  ['380001', 'Gujarat'], // Ahmedabad
  ['396230', 'Dadra and Nagar Haveli and Daman and Diu'], // Silvassa
  ['362520', 'Dadra and Nagar Haveli and Daman and Diu'], // Diu
  ['400001', 'Maharashtra'], // Mumbai GPO
  ['440001', 'Maharashtra'], // Nagpur
  ['403001', 'Goa'], // Panaji
  ['462001', 'Madhya Pradesh'], // Bhopal
  ['452001', 'Madhya Pradesh'], // Indore
  ['492001', 'Chhattisgarh'], // Raipur
  ['500001', 'Telangana'], // Hyderabad
  ['520001', 'Andhra Pradesh'], // Vijayawada
  ['530001', 'Andhra Pradesh'], // Visakhapatnam
  ['533464', 'Puducherry'], // Yanam
  ['560001', 'Karnataka'], // Bengaluru
  ['560034', 'Karnataka'], // Koramangala, Bengaluru
  ['590001', 'Karnataka'], // Belagavi
  ['600001', 'Tamil Nadu'], // Chennai
  ['641001', 'Tamil Nadu'], // Coimbatore
  ['605001', 'Puducherry'],
  ['605602', 'Tamil Nadu'], // Villupuram
  ['609602', 'Puducherry'], // Karaikal
  ['673310', 'Puducherry'], // Mahe
  ['682001', 'Kerala'], // Kochi
  ['682555', 'Lakshadweep'], // Kavaratti
  ['695001', 'Kerala'], // Thiruvananthapuram
  ['700001', 'West Bengal'], // Kolkata
  ['734001', 'West Bengal'], // Siliguri
  ['737101', 'Sikkim'], // Gangtok
  ['744101', 'Andaman and Nicobar Islands'], // Port Blair
  ['751001', 'Odisha'], // Bhubaneswar
  ['781001', 'Assam'], // Guwahati
  ['788001', 'Assam'], // Silchar
  ['791111', 'Arunachal Pradesh'], // Itanagar
  ['793001', 'Meghalaya'], // Shillong
  ['795001', 'Manipur'], // Imphal
  ['796001', 'Mizoram'], // Aizawl
  ['797112', 'Nagaland'], // Dimapur
  ['799001', 'Tripura'], // Agartala
  ['800001', 'Bihar'], // Patna
  ['823001', 'Bihar'], // Gaya
  ['812001', 'Bihar'], // Bhagalpur
  ['814112', 'Jharkhand'], // Deoghar
  ['826001', 'Jharkhand'], // Dhanbad
  ['831001', 'Jharkhand'], // Jamshedpur
  ['834001', 'Jharkhand'], // Ranchi
];

describe('statesForPin', () => {
  it.each(KNOWN_PINS)('places %s in %s', (pin, state) => {
    expect(statesForPin(pin)).toContain(state);
    expect(pinStateMismatch(pin, state)).toBeNull();
  });

  it('covers every state and union territory with at least one known PIN', () => {
    const covered = new Set(KNOWN_PINS.map(([, state]) => state));
    for (const state of [...INDIAN_STATES, ...INDIAN_UNION_TERRITORIES]) {
      expect(covered, state).toContain(state);
    }
  });

  it('names only states from the select list', () => {
    for (let prefix = 100; prefix <= 999; prefix += 1) {
      for (const state of statesForPin(`${prefix}001`) ?? []) {
        expect(isIndianState(state), `${prefix}: ${state}`).toBe(true);
      }
    }
  });

  it('lets a three-digit district override its circle', () => {
    expect(statesForPin('403001')).toEqual(['Goa']); // not Maharashtra (40)
    expect(statesForPin('737101')).toEqual(['Sikkim']); // not West Bengal (73)
    expect(statesForPin('744101')).toEqual(['Andaman and Nicobar Islands']); // not West Bengal
    expect(statesForPin('248001')).toEqual(['Uttarakhand']); // not the shared 24
  });

  it.each([
    ['the Army Postal Service', '900001'],
    ['an unused circle', '350001'],
    ['a PIN starting with 0', '012345'],
    ['five digits', '11000'],
    ['seven digits', '1100011'],
    ['letters', '11000a'],
    ['nothing', ''],
  ])('knows nothing about %s', (_case, pin) => {
    expect(statesForPin(pin)).toBeNull();
    expect(pinStateMismatch(pin, 'Karnataka')).toBeNull();
  });
});

describe('pinStateMismatch', () => {
  it('names the PIN’s state when the chosen one differs', () => {
    expect(pinStateMismatch('110001', 'Karnataka')).toEqual(['Delhi']);
    expect(pinStateMismatch('560001', 'Tamil Nadu')).toEqual(['Karnataka']);
    expect(pinStateMismatch('403001', 'Maharashtra')).toEqual(['Goa']);
  });

  it('accepts either state where a prefix is shared', () => {
    expect(pinStateMismatch('247667', 'Uttarakhand')).toBeNull(); // Roorkee
    expect(pinStateMismatch('247001', 'Uttar Pradesh')).toBeNull(); // Saharanpur
    expect(pinStateMismatch('247001', 'Delhi')).toEqual(['Uttar Pradesh', 'Uttarakhand']);
  });

  it('has nothing to say until a state is chosen', () => {
    expect(pinStateMismatch('110001', '')).toBeNull();
  });
});

describe('pinStateOf', () => {
  it.each([
    ['560034', 'Karnataka'],
    ['400001', 'Maharashtra'],
    ['110001', 'Delhi'],
    ['600001', 'Tamil Nadu'],
    ['700001', 'West Bengal'],
    ['500001', 'Telangana'],
    ['520001', 'Andhra Pradesh'],
    ['695001', 'Kerala'],
    ['751001', 'Odisha'],
    ['403001', 'Goa'],
  ])('names the one state of %s: %s', (pin, state) => {
    expect(pinStateOf(pin)).toBe(state);
  });

  it.each([
    ['a prefix two states share (Saharanpur or Roorkee)', '247001'],
    ['Khammam, split between Telangana and Andhra Pradesh', '507001'],
    ['Bihar or Jharkhand', '814112'],
    ['Kochi, whose 682 Lakshadweep shares', '682001'],
    ['the Army Postal Service', '900001'],
    ['an incomplete PIN', '5600'],
  ])('names none for %s', (_case, pin) => {
    expect(pinStateOf(pin)).toBeNull();
  });
});

describe('pinStateMismatch, as people write states', () => {
  it('agrees whatever the case, spacing or older name', () => {
    expect(pinStateMismatch('560034', ' karnataka ')).toBeNull();
    expect(pinStateMismatch('751001', 'Orissa')).toBeNull();
    expect(pinStateMismatch('605001', 'Pondicherry')).toBeNull();
  });

  it('disagrees with a state it cannot read', () => {
    expect(pinStateMismatch('560034', 'Karnatka')).toEqual(['Karnataka']);
  });

  it('names Karnataka for the issue’s Bengaluru PIN with Maharashtra', () => {
    expect(pinStateMismatch('560034', 'Maharashtra')).toEqual(['Karnataka']);
  });
});
