// Shared by the real form and the stand-in that holds its place until the form's code loads, so
// the swap moves nothing on screen. The form sits on the shop's dark surfaces (gate, home band).

export const FORM_LABEL = 'font-medium text-neutral-200 text-sm';
export const FORM_ROW = 'mt-2 flex flex-col gap-3 sm:flex-row';
export const EMAIL_INPUT =
  'h-12 w-full min-w-0 rounded-full sm:flex-1 border-0 bg-white/10 px-5 text-white ring-1 transition placeholder:text-neutral-500 focus:bg-white/15 focus:outline-none focus:ring-2 focus:ring-accent-300';
export const SUBSCRIBE_BUTTON =
  'inline-flex h-12 shrink-0 items-center justify-center gap-2 rounded-full bg-white px-7 font-semibold text-charcoal-900 transition hover:bg-accent-300 disabled:cursor-default disabled:hover:bg-white';
export const FORM_NOTE = 'mt-3 min-h-6 text-sm';
export const EMAIL_PLACEHOLDER = 'you@example.com';
export const PRIVACY_NOTE = 'One email a month at most. Unsubscribe anytime.';
