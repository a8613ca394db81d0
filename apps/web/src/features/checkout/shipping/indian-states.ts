// The 28 states and 8 union territories of India (since Ladakh and J&K became union territories
// in 2019 and Dadra and Nagar Haveli merged with Daman and Diu in 2020), as India Post names them.
// The names are the values stored in `shippingInfo.state`.

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
