// The coupon form is short: its pages are one readable column, the header's actions at its edge.
export const PAGE_COLUMN = 'max-w-3xl';
