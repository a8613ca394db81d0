// Returns' public file: what other modules may use. Returns asks orders (its lines, its buyer)
// and reviews (the photos it claims) through their public files; app.ts registers its routes,
// and messages asks which return a return mail is about.

export { type ReturnForMessages, returnForMessages } from './return-for-messages.ts';
export { RETURN_MAIL_KINDS } from './return-mails.ts';
export type { ReturnsDeps } from './return-moves.ts';
