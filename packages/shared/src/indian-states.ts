// The 28 states and 8 union territories of India (since Ladakh and J&K became union territories
// in 2019 and Dadra and Nagar Haveli merged with Daman and Diu in 2020), as India Post names them.
// The names are the values the checkout's state list stores in `shippingInfo.state`.

export const INDIAN_STATES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
] as const;

export const INDIAN_UNION_TERRITORIES = [
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
] as const;

export type IndianState =
  | (typeof INDIAN_STATES)[number]
  | (typeof INDIAN_UNION_TERRITORIES)[number];

const ALL: ReadonlySet<string> = new Set([...INDIAN_STATES, ...INDIAN_UNION_TERRITORIES]);

export function isIndianState(name: string): name is IndianState {
  return ALL.has(name);
}

/** The GST state codes (the first two digits of a GSTIN; CBIC's list, Andhra Pradesh's new 37). */
export const GST_STATE_CODES: Readonly<Record<IndianState, string>> = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
};

/** A state as people write it: 'Tamil  Nadu', 'tamil-nadu' and 'TAMIL NADU' read alike. */
function normalStateName(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

// Older and everyday names an address (an API client's, an old order's) may carry.
const ALIASES: Readonly<Record<string, IndianState>> = {
  orissa: 'Odisha',
  pondicherry: 'Puducherry',
  uttaranchal: 'Uttarakhand',
  'new delhi': 'Delhi',
  'nct of delhi': 'Delhi',
  'andaman and nicobar': 'Andaman and Nicobar Islands',
  'dadra and nagar haveli': 'Dadra and Nagar Haveli and Daman and Diu',
  'daman and diu': 'Dadra and Nagar Haveli and Daman and Diu',
};

const BY_NORMAL_NAME: ReadonlyMap<string, IndianState> = new Map([
  ...[...INDIAN_STATES, ...INDIAN_UNION_TERRITORIES].map((state): [string, IndianState] => [
    normalStateName(state),
    state,
  ]),
  ...Object.entries(ALIASES),
]);

/** The list's name for a state however it was written ('karnataka ', 'Orissa'); null if none. */
export function canonicalIndianState(name: string): IndianState | null {
  return BY_NORMAL_NAME.get(normalStateName(name)) ?? null;
}

/**
 * The place of supply of goods delivered to an address in `state` (GST: where the delivery ends):
 * the list's name for it, or the state as written when it is not one we know.
 */
export function placeOfSupplyOf(state: string): string {
  return canonicalIndianState(state) ?? state.trim();
}

/** As a tax invoice prints it: 'Karnataka (29)'; a state we cannot code stays as it is. */
export function placeOfSupplyLabel(placeOfSupply: string): string {
  const state = canonicalIndianState(placeOfSupply);
  return state ? `${state} (${GST_STATE_CODES[state]})` : placeOfSupply;
}
