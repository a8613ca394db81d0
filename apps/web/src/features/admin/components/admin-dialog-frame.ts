// The admin's centred dialog card, for every Dialog of the admin: the confirmations and the
// order forms (ship, decline). A form may grow past a phone's height: it scrolls inside the card.
export const ADMIN_DIALOG_FRAME = {
  layerClassName: 'fixed inset-0 z-[60] flex items-center justify-center p-4',
  backdropClassName: 'bg-charcoal-950/50',
  className:
    'relative max-h-full w-full max-w-md overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl',
} as const;
