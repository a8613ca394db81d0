import { escapeHtml } from './html-escape.ts';

// The page behind a mail's or message's "stop these" link: plain HTML from the server, so it
// works in any mail app's browser, with JavaScript off, and while the store's gate is on. Each
// kind of link brings its own words; the page is the same.

export interface OptOutText {
  confirmHeading: string;
  confirm: (address: string) => string;
  button: string;
  doneHeading: string;
  done: (address: string) => string;
  invalidHeading: string;
  invalid: string;
  home: string;
}

function page(heading: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(heading)} · Skins</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:#fafafa;color:#18181b}
main{max-width:32rem;margin:12vh auto 0;padding:24px}
h1{font-size:1.5rem;margin:0 0 12px}
p{line-height:1.6;margin:0 0 20px;color:#3f3f46}
button,a.home{display:inline-block;font:inherit;font-weight:600;border-radius:9999px;padding:12px 20px;text-decoration:none}
button{background:#c2410c;color:#fff;border:0;cursor:pointer;margin-right:8px}
a.home{color:#18181b;border:1px solid #d4d4d8}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(heading)}</h1>
${body}
</main>
</body>
</html>
`;
}

const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
const home = (text: OptOutText) => `<a class="home" href="/">${escapeHtml(text.home)}</a>`;

/** The question: one button, a real form (POST to the same link). */
export function optOutConfirmPage(text: OptOutText, address: string, action: string): string {
  return page(
    text.confirmHeading,
    `${paragraph(text.confirm(address))}
<form method="post" action="${escapeHtml(action)}"><button type="submit">${escapeHtml(text.button)}</button>${home(text)}</form>`,
  );
}

export function optOutDonePage(text: OptOutText, address: string): string {
  return page(text.doneHeading, `${paragraph(text.done(address))}\n${home(text)}`);
}

export function optOutInvalidPage(text: OptOutText): string {
  return page(text.invalidHeading, `${paragraph(text.invalid)}\n${home(text)}`);
}
