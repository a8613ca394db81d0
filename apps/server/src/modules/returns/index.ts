// Returns' public file: what other modules may use. Returns asks orders (its lines, its buyer)
// and reviews (the photos it claims) through their public files; nothing imports returns but
// app.ts, which registers its routes.

export { RETURN_MAIL_KINDS } from './return-mails.ts';
export type { ReturnsDeps } from './return-moves.ts';
