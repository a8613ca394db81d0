import { canonicalIndianState, type IndianState } from './indian-states.ts';

// Where a PIN's leading digits point (India Post's scheme: the first digit is the region, the first
// two the postal circle, the first three the sorting district). The checkout fills the state from
// it and asks the shopper to confirm a state it disagrees with; the server refuses a disagreeing
// pair the shopper has not confirmed (decision 047). So the table errs towards silence: a prefix
// shared by two states lists both (never filled in, and either is accepted), and a prefix we are
// unsure of is left out (nothing filled, nothing asked) rather than guessed.
//
// Written from India Post's published circle ranges, checked against well-known head-office PINs
// (listed in pin-states.test.ts). Known uncertainties, each handled by listing every candidate:
// - 24x and 26x mix Uttar Pradesh and Uttarakhand (Bijnor 246701 vs Pauri 246001; Pilibhit 262001
//   vs Pithoragarh 262501). 248, 249 and 263 are Uttarakhand only as far as we know.
// - 81x and 82x mix Bihar and Jharkhand by district; 83x is Jharkhand only.
// - 160 is Chandigarh and the Mohali side of Punjab; 194 is Ladakh (Leh, Kargil), kept with J&K.
// - Union territories inside another circle: Puducherry (605 Puducherry town, 609 Karaikal,
//   533 Yanam, 673 Mahe), Lakshadweep (682), Dadra and Nagar Haveli and Daman and Diu (396; Diu
//   is 362520), Goa (403), Sikkim (737), Andaman and Nicobar (744).
// - 507 (Khammam) kept both Telangana and Andhra Pradesh: mandals moved to AP in 2014 kept PINs.
// - 9x is the Army Postal Service (no state): never filled, never asked.

type Prefixes = Readonly<Record<string, readonly IndianState[]>>;

const UP: readonly IndianState[] = ['Uttar Pradesh'];
const UP_OR_UK: readonly IndianState[] = ['Uttar Pradesh', 'Uttarakhand'];
const BIHAR_OR_JHARKHAND: readonly IndianState[] = ['Bihar', 'Jharkhand'];

/** Postal circles by their first two digits. */
const BY_TWO_DIGITS: Prefixes = {
  '11': ['Delhi'],
  '12': ['Haryana'],
  '13': ['Haryana'],
  '14': ['Punjab'],
  '15': ['Punjab'],
  '16': ['Punjab'],
  '17': ['Himachal Pradesh'],
  '18': ['Jammu and Kashmir'],
  '19': ['Jammu and Kashmir'],
  '20': UP,
  '21': UP,
  '22': UP,
  '23': UP,
  '24': UP_OR_UK,
  '25': UP,
  '26': UP_OR_UK,
  '27': UP,
  '28': UP,
  '30': ['Rajasthan'],
  '31': ['Rajasthan'],
  '32': ['Rajasthan'],
  '33': ['Rajasthan'],
  '34': ['Rajasthan'],
  '36': ['Gujarat'],
  '37': ['Gujarat'],
  '38': ['Gujarat'],
  '39': ['Gujarat'],
  '40': ['Maharashtra'],
  '41': ['Maharashtra'],
  '42': ['Maharashtra'],
  '43': ['Maharashtra'],
  '44': ['Maharashtra'],
  '45': ['Madhya Pradesh'],
  '46': ['Madhya Pradesh'],
  '47': ['Madhya Pradesh'],
  '48': ['Madhya Pradesh'],
  '49': ['Chhattisgarh'],
  '50': ['Telangana'],
  '51': ['Andhra Pradesh'],
  '52': ['Andhra Pradesh'],
  '53': ['Andhra Pradesh'],
  '56': ['Karnataka'],
  '57': ['Karnataka'],
  '58': ['Karnataka'],
  '59': ['Karnataka'],
  '60': ['Tamil Nadu'],
  '61': ['Tamil Nadu'],
  '62': ['Tamil Nadu'],
  '63': ['Tamil Nadu'],
  '64': ['Tamil Nadu'],
  '67': ['Kerala'],
  '68': ['Kerala'],
  '69': ['Kerala'],
  '70': ['West Bengal'],
  '71': ['West Bengal'],
  '72': ['West Bengal'],
  '73': ['West Bengal'],
  '74': ['West Bengal'],
  '75': ['Odisha'],
  '76': ['Odisha'],
  '77': ['Odisha'],
  '78': ['Assam'],
  '80': ['Bihar'],
  '81': BIHAR_OR_JHARKHAND,
  '82': BIHAR_OR_JHARKHAND,
  '83': ['Jharkhand'],
  '84': ['Bihar'],
  '85': ['Bihar'],
};

/** Sorting districts that differ from their circle; they win over the two-digit entry. */
const BY_THREE_DIGITS: Prefixes = {
  '160': ['Chandigarh', 'Punjab'],
  '194': ['Ladakh', 'Jammu and Kashmir'],
  '248': ['Uttarakhand'],
  '249': ['Uttarakhand'],
  '263': ['Uttarakhand'],
  '362': ['Gujarat', 'Dadra and Nagar Haveli and Daman and Diu'],
  '396': ['Gujarat', 'Dadra and Nagar Haveli and Daman and Diu'],
  '403': ['Goa'],
  '507': ['Telangana', 'Andhra Pradesh'],
  '533': ['Andhra Pradesh', 'Puducherry'],
  '605': ['Puducherry', 'Tamil Nadu'],
  '609': ['Tamil Nadu', 'Puducherry'],
  '673': ['Kerala', 'Puducherry'],
  '682': ['Kerala', 'Lakshadweep'],
  '737': ['Sikkim'],
  '744': ['Andaman and Nicobar Islands'],
  // The North-East circle, by state.
  '790': ['Arunachal Pradesh'],
  '791': ['Arunachal Pradesh'],
  '792': ['Arunachal Pradesh'],
  '793': ['Meghalaya'],
  '794': ['Meghalaya'],
  '795': ['Manipur'],
  '796': ['Mizoram'],
  '797': ['Nagaland'],
  '798': ['Nagaland'],
  '799': ['Tripura'],
};

/**
 * The states a six-digit PIN can belong to, judged by its leading digits; null when the PIN is
 * not six digits or its prefix is not one we know (e.g. the Army Postal Service's 9x).
 */
export function statesForPin(pin: string): readonly IndianState[] | null {
  if (!/^\d{6}$/.test(pin)) return null;
  return BY_THREE_DIGITS[pin.slice(0, 3)] ?? BY_TWO_DIGITS[pin.slice(0, 2)] ?? null;
}

/** The one state a PIN's prefix names; null when it names none or more than one. */
export function pinStateOf(pin: string): IndianState | null {
  const states = statesForPin(pin);
  return states?.length === 1 ? (states[0] ?? null) : null;
}

/**
 * The states the PIN points to when the chosen state is not among them (compared as people
 * write states: 'karnataka', 'Orissa'); null when they agree, or when either is missing or the
 * PIN's prefix is unknown (no question is better than a wrong one).
 */
export function pinStateMismatch(pin: string, state: string): readonly IndianState[] | null {
  if (state.trim() === '') return null;
  const states = statesForPin(pin);
  const chosen = canonicalIndianState(state);
  if (!states || states.some((candidate) => candidate === chosen)) return null;
  return states;
}

/** 'Uttar Pradesh or Uttarakhand' (no Intl.ListFormat: building one loads locale data). */
function orList(items: readonly string[]): string {
  if (items.length <= 2) return items.join(' or ');
  return `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}

/**
 * The checkout's words for the state from the PIN, and the question when they disagree (issue
 * [14] item 9, decision 047). Not in the spec's catalogue (messages.ts), which every storefront
 * page loads: only the checkout and the server use these.
 */
export const PIN_STATE_MESSAGES = {
  mismatch: (pin: string, pinStates: readonly string[], state: string) =>
    `PIN ${pin} is in ${orList(pinStates)}, not ${state}.`,
  why: 'Your tax invoice names the state as the place of supply. Which is right?',
  take: (state: string) => `Use ${state}`,
  keep: (state: string) => `Keep ${state}`,
  choose: 'Choose one to continue.',
  filled: (pin: string) => `State filled in from PIN ${pin}.`,
};
