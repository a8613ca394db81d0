// Product names and descriptions come from the database (an admin types them): everything that
// goes into the HTML head or the sitemap is escaped here, never by hand at the call site.

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Safe in element text and in double- or single-quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

/**
 * JSON for a `<script type="application/ld+json">` body. The HTML parser ends the script at the
 * first `</script`, whatever JSON thinks, so `<` (and `>`, `&` for older parsers) become
 * `\u003c`-style escapes, which JSON reads back as the same characters.
 */
export function escapeJsonForScript(json: string): string {
  return json.replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
