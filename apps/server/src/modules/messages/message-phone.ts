// How the shop addresses a phone in messages: the checkout takes a 10-digit Indian mobile number;
// WhatsApp and MSG91 take it with the country code and no `+` (API.md: `91XXXXXXXXXX`), and the
// shop's pages and mails show it as +91 98765 43210.

/** `9876543210` → `919876543210`. */
export const messagePhone = (phone: string) => `91${phone}`;

/** `919876543210` → `+91 98765 43210`. */
export const shownPhone = (phone: string) =>
  `+${phone.slice(0, 2)} ${phone.slice(2, 7)} ${phone.slice(7)}`;
