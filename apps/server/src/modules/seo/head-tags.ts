import { escapeHtml, escapeJsonForScript } from '../../http/html-escape.ts';
import { absoluteUrl } from './absolute-url.ts';
import type { PageMeta, Preload } from './page-meta.ts';
import { BRAND_NAME } from './product-json-ld.ts';

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

// The gallery's <img> is not CORS-mode, so neither is its preload (no `crossorigin`): the
// browser reuses the download only when the two modes match.
function preload({ as, href, type }: Preload): string {
  const typed = type ? ` type="${type}"` : '';
  return `<link rel="preload" as="${as}" href="${escapeHtml(href)}"${typed} fetchpriority="high" />`;
}

/** The tags for one page, every value escaped; URLs made absolute on `publicUrl`. */
export function renderHeadTags(page: PageMeta, publicUrl: string): string {
  const pageUrl = page.canonicalPath ? absoluteUrl(publicUrl, page.canonicalPath) : undefined;
  const tags = [
    `<title>${escapeHtml(page.title)}</title>`,
    meta('name', 'description', page.description),
    page.isIndexable ? undefined : meta('name', 'robots', 'noindex'),
    pageUrl ? `<link rel="canonical" href="${escapeHtml(pageUrl)}" />` : undefined,
    meta('property', 'og:site_name', BRAND_NAME),
    meta('property', 'og:locale', 'en_IN'),
    meta('property', 'og:type', page.ogType),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    pageUrl ? meta('property', 'og:url', pageUrl) : undefined,
    page.image ? meta('property', 'og:image', absoluteUrl(publicUrl, page.image.path)) : undefined,
    page.image ? meta('property', 'og:image:alt', page.image.alt) : undefined,
    page.price ? meta('property', 'product:price:amount', page.price.amount) : undefined,
    page.price ? meta('property', 'product:price:currency', page.price.currency) : undefined,
    meta('name', 'twitter:card', page.image ? 'summary_large_image' : 'summary'),
    page.jsonLd
      ? `<script type="application/ld+json">${escapeJsonForScript(page.jsonLd)}</script>`
      : undefined,
    ...(page.preloads ?? []).map(preload),
  ];
  return tags.filter((tag) => tag !== undefined).join('\n    ');
}

// Tags of the built index.html that each page replaces with its own.
const REPLACED_TAGS = [
  /<title\b[^>]*>[\s\S]*?<\/title>\s*/gi,
  /<meta\s+name=["']description["'][^>]*>\s*/gi,
  /<meta\s+name=["']robots["'][^>]*>\s*/gi,
  /<link\s+rel=["']canonical["'][^>]*>\s*/gi,
  /<meta\s+(?:property|name)=["'](?:og|twitter|product):[^"']*["'][^>]*>\s*/gi,
];

/**
 * The built `index.html` with the page's tags at the end of `<head>`. The tags go in through a
 * replacer function: a string replacement would read `$&` or `$'` in a product name as patterns.
 */
export function injectHeadTags(indexHtml: string, headTags: string): string {
  const stripped = REPLACED_TAGS.reduce((html, pattern) => html.replace(pattern, ''), indexHtml);
  if (!/<\/head>/i.test(stripped)) throw new Error('index.html has no </head>');
  return stripped.replace(/<\/head>/i, () => `  ${headTags}\n  </head>`);
}
