// SEO's public file: what other modules may use.

export { registerNotFoundHandler } from './not-found.ts';
