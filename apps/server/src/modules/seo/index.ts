// SEO's public file: what other modules may use.

export { escapeHtml } from './html-escape.ts';
