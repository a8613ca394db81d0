// Reviews' public file: what other modules may use.

export { reviews } from './reviews.tables.ts';
