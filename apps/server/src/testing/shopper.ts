/** The test shopper, as checkout's user and shipping forms send her: Asha in Bengaluru, Karnataka. */
export const ASHA = {
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.in',
  phone: '9876543210',
} as const;

/** Her shipping details (Karnataka: the demo seller's state, so CGST + SGST on invoices). */
export const ASHA_SHIPPING = {
  ...ASHA,
  address: '12 MG Road',
  apartment: 'Flat 4B',
  city: 'Bengaluru',
  pin: '560001',
  state: 'Karnataka',
  country: 'India',
} as const;
