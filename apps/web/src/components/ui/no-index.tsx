/**
 * Keeps a private page (checkout, an order) out of search indexes. React hoists the tag into
 * <head>; the server's head for these paths says the same (modules/seo/client-routes.ts).
 */
export function NoIndex() {
  return <meta name="robots" content="noindex" />;
}
