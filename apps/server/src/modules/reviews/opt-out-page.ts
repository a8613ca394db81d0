import { escapeHtml } from '../../http/html-escape.ts';

// The page behind the review request mail's opt-out link: plain HTML from the server, so it
// works in any mail app's browser, with JavaScript off, and while the store's gate is on.

export const OPT_OUT_TEXT = {
  confirmHeading: 'Stop review requests?',
  confirm: (email: string) =>
    `We will not ask ${email} to review an order again. Your orders and their other mails stay as they are.`,
  button: 'Stop review requests',
  doneHeading: 'You will get no more review requests',
  done: (email: string) =>
    `We will not ask ${email} to review an order again. A review link you already have still works if you change your mind.`,
  invalidHeading: 'This link is not valid',
  invalid:
    'It may be incomplete or changed. Open the link in our most recent review request again, or contact us and we will stop the requests for you.',
  home: 'Back to the shop',
} as const;

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

const HOME = `<a class="home" href="/">${OPT_OUT_TEXT.home}</a>`;
const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;

/** "Stop review requests?": one button, a real form (POST to the same link). */
export function confirmPage(email: string, action: string): string {
  return page(
    OPT_OUT_TEXT.confirmHeading,
    `${paragraph(OPT_OUT_TEXT.confirm(email))}
<form method="post" action="${escapeHtml(action)}"><button type="submit">${OPT_OUT_TEXT.button}</button>${HOME}</form>`,
  );
}

export function donePage(email: string): string {
  return page(OPT_OUT_TEXT.doneHeading, `${paragraph(OPT_OUT_TEXT.done(email))}\n${HOME}`);
}

export function invalidPage(): string {
  return page(OPT_OUT_TEXT.invalidHeading, `${paragraph(OPT_OUT_TEXT.invalid)}\n${HOME}`);
}
