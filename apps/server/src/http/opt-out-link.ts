import formbody from '@fastify/formbody';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { escapeHtml } from './html-escape.ts';

// A stop link the shop sends (the review request's opt-out, WhatsApp order updates' stop link…):
// plain HTML from the server, so it works in any mail app's browser, with JavaScript off, and
// while the store's gate is on (it shows no shop data). GET asks once with a button (a mail
// scanner that opens the link records nothing); POST (that button, or a mail app's RFC 8058
// one-click POST) records the opt-out. A link whose token was not signed for what it names is
// refused (403) and records nothing; a malformed one is 400.

/** The words of one link's pages; `subject` is what the link stops, as the page shows it. */
export interface OptOutText {
  confirmHeading: string;
  confirm: (subject: string) => string;
  button: string;
  doneHeading: string;
  done: (subject: string) => string;
  invalidHeading: string;
  invalid: string;
}

export interface OptOutLinkOptions {
  path: string;
  text: OptOutText;
  /** The link's query read into what it names and its token; null when malformed (400). */
  readQuery: (query: unknown) => { subject: string; token: string } | null;
  /** Whether the token was signed for this subject; else 403. */
  isSigned: (subject: string, token: string) => boolean;
  /** Records the opt-out; a second one must change nothing. */
  record: (subject: string) => Promise<void>;
  /** How the pages name the subject (a phone as +91 …); the subject itself by default. */
  show?: (subject: string) => string;
}

const HOME_LABEL = 'Back to the shop';

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

const HOME = `<a class="home" href="/">${HOME_LABEL}</a>`;
const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;

/** The question: one button, a real form (POST to the same link). */
function confirmPage(text: OptOutText, subject: string, action: string): string {
  return page(
    text.confirmHeading,
    `${paragraph(text.confirm(subject))}
<form method="post" action="${escapeHtml(action)}"><button type="submit">${escapeHtml(text.button)}</button>${HOME}</form>`,
  );
}

const donePage = (text: OptOutText, subject: string) =>
  page(text.doneHeading, `${paragraph(text.done(subject))}\n${HOME}`);

const invalidPage = (text: OptOutText) =>
  page(text.invalidHeading, `${paragraph(text.invalid)}\n${HOME}`);

function sendPage(reply: FastifyReply, status: number, html: string) {
  return (
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      // The link carries the token: never cached, indexed, or passed on as a referrer.
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .header('referrer-policy', 'no-referrer')
      .send(html)
  );
}

/** The link's two routes at `path`; registered once per link (each in its own plugin scope). */
export const optOutLinkRoutes: FastifyPluginAsync<OptOutLinkOptions> = async (app, options) => {
  const { path, text, readQuery, isSigned, record } = options;
  const show = options.show ?? ((subject: string) => subject);
  // Form bodies only here: the button's POST, or RFC 8058's `List-Unsubscribe=One-Click`.
  await app.register(formbody, { bodyLimit: 1024 });

  /** The link's subject when its token is the one signed for it; else the refusal's status. */
  function check(query: unknown): { subject: string } | { refusal: 400 | 403 } {
    const read = readQuery(query);
    if (!read) return { refusal: 400 };
    return isSigned(read.subject, read.token) ? { subject: read.subject } : { refusal: 403 };
  }

  app.get(path, { schema: { hide: true } }, async (request, reply) => {
    const link = check(request.query);
    if ('refusal' in link) return sendPage(reply, link.refusal, invalidPage(text));
    return sendPage(reply, 200, confirmPage(text, show(link.subject), request.url));
  });

  app.post(path, { schema: { hide: true } }, async (request, reply) => {
    const link = check(request.query);
    if ('refusal' in link) return sendPage(reply, link.refusal, invalidPage(text));
    await record(link.subject);
    return sendPage(reply, 200, donePage(text, show(link.subject)));
  });
};
