import { escapeHtml } from '../../http/html-escape.ts';

// One frame for every mail the shop sends: table layout and inline styles, which mail clients
// keep; the card shrinks to a phone's width and stops at 560 px.

/** The whole HTML document: the SKINS band, the body (trusted markup) and the small print. */
export function mailDocument({ body, footer }: { body: string; footer: string }): string {
  return `<!doctype html>
<html lang="en-IN">
  <body style="margin:0;background:#f4f4f5;font-family:Helvetica,Arial,sans-serif;color:#18181b">
    <table role="presentation" width="100%" cellpadding="0" cellspacing="0">
      <tr><td align="center" style="padding:32px 16px">
        <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="width:100%;max-width:560px;background:#ffffff;border-radius:16px;overflow:hidden">
          <tr><td style="background:#18181b;color:#ffffff;padding:24px 32px;font-size:20px;font-weight:700;letter-spacing:4px">SKINS</td></tr>
          <tr><td style="padding:32px">
            ${body.trim()}
          </td></tr>
          <tr><td style="padding:20px 32px;background:#fafafa;color:#71717a;font-size:12px;line-height:1.6">${footer}</td></tr>
        </table>
      </td></tr>
    </table>
  </body>
</html>
`;
}

/** The mail's one call to action, centred; `href` and `label` are escaped here. */
export function mailButton(href: string, label: string, margin = '0'): string {
  return `<p style="margin:${margin};text-align:center"><a href="${escapeHtml(href)}" style="display:inline-block;background:#18181b;color:#ffffff;text-decoration:none;border-radius:999px;padding:12px 28px;font-weight:600">${escapeHtml(label)}</a></p>`;
}
