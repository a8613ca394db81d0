import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REVIEW_FORM_OUTCOMES } from '@skins/shared';
import { eq } from 'drizzle-orm';
import type { RouteHandlerMethod } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { reviewTokenOfDeliveredLine } from '../../testing/review-factory.ts';
import { reviews } from '../reviews/reviews.tables.ts';

// A review sent without JavaScript that the API refuses (decision 055): the answer is the review
// page itself, rendered for the POST with what was typed, not a redirect that would lose it. The
// real page is tested in apps/web (entry-server.test.tsx); here a stand-in bundle draws the
// fields it is given and the message of the reason in its address, as the page does.

const SECRET = 'review-form-test-secret-of-at-least-32-characters';
const FAILING_TITLE = 'the API fails on this one';
const UNRENDERABLE_TITLE = 'the page fails to render';

const ENTRY_SERVER = `
import { Readable } from 'node:stream';
const MESSAGES = ${JSON.stringify(REVIEW_FORM_OUTCOMES)};
const escape = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
export async function renderPage({ url, form }) {
  const { pathname, searchParams } = new URL(url);
  if (form?.title === ${JSON.stringify(UNRENDERABLE_TITLE)}) throw new Error('render failed');
  const typed = form ?? { rating: '', title: '', body: '' };
  const reason = searchParams.get('review');
  const stars = [1, 2, 3, 4, 5].map((n) => '<input type="radio" name="rating" value="' + n + '"' + (typed.rating === String(n) ? ' checked' : '') + '>');
  return {
    kind: 'page',
    status: 200,
    body: Readable.from([
      '<form method="post" action="' + escape(pathname) + '">', ...stars,
      '<input name="title" value="' + escape(typed.title) + '">',
      '<textarea name="body">' + escape(typed.body) + '</textarea>',
      reason ? '<p role="alert">' + MESSAGES[reason] + '</p>' : '', '</form>',
    ]),
    state: () => '{}',
  };
}
`;

const webDir = await mkdtemp(path.join(tmpdir(), 'skins-review-form-'));
await mkdir(path.join(webDir, 'dist'));
await mkdir(path.join(webDir, 'dist-ssr'));
await writeFile(
  path.join(webDir, 'dist', 'islands.html'),
  '<!doctype html><html><head><title>Skins</title></head><body><div id="root"><!--app-html--></div></body></html>',
);
await writeFile(path.join(webDir, 'dist', 'index.html'), '<div id="root"><!--app-html--></div>');
await writeFile(path.join(webDir, 'dist-ssr', 'entry-server.js'), ENTRY_SERVER);
afterAll(() => rm(webDir, { recursive: true, force: true }));

/** POST /api/reviews failing as a server does (a database gone), for one title only. */
const failingForOneTitle = (handler: RouteHandlerMethod): RouteHandlerMethod =>
  function (request, reply) {
    if ((request.body as { title?: string }).title === FAILING_TITLE) {
      throw new Error('the database went away');
    }
    return handler.call(this, request, reply);
  };

const { app, database } = await buildTestApp(
  {
    APP_SECRET: SECRET,
    RATE_LIMIT_REVIEW_PER_MINUTE: '3',
    WEB_DIST_DIR: path.join(webDir, 'dist'),
  },
  {
    onRoute: (route) => {
      if (route.method === 'POST' && route.url === '/api/reviews') {
        route.handler = failingForOneTitle(route.handler);
      }
    },
  },
);
const { db } = database;

let addresses = 0;
const nextAddress = () => `10.56.0.${++addresses}`;

const deliveredLineToken = () => reviewTokenOfDeliveredLine(db, SECRET);

function sendForm(token: string, fields: Record<string, string>, remoteAddress = nextAddress()) {
  return app.inject({
    method: 'POST',
    url: `/review/${encodeURIComponent(token)}`,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'sec-fetch-site': 'same-origin',
    },
    payload: new URLSearchParams(fields).toString(),
    remoteAddress,
  });
}

const decodeEntities = (html: string) =>
  html
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/** What the answer's form holds, read back from its HTML. */
function fieldsIn(html: string) {
  return {
    rating: /name="rating" value="(\d)" checked/.exec(html)?.[1] ?? '',
    title: decodeEntities(/<input name="title" value="([^"]*)">/.exec(html)?.[1] ?? ''),
    body: decodeEntities(/<textarea name="body">([^<]*)<\/textarea>/.exec(html)?.[1] ?? ''),
    message: /<p role="alert">([^<]*)<\/p>/.exec(html)?.[1] ?? null,
  };
}

const storedFor = (token: string) =>
  db
    .select()
    .from(reviews)
    .where(eq(reviews.orderItemId, token.split('.')[0] ?? ''));

describe('POST /review/{token} refused (the review page answers, with what was typed)', () => {
  it('keeps the star, the title and 2,000 characters of mostly spaces, and says why', async () => {
    const token = await deliveredLineToken();
    // 2,000 characters the browser lets through, 8 once trimmed.
    const body = `  <ok> & "${' '.repeat(1990)}`;
    const response = await sendForm(token, { rating: '4', title: 'Fits <well> & "tight"', body });

    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers.location).toBeUndefined();
    expect(fieldsIn(response.body)).toEqual({
      rating: '4',
      title: 'Fits <well> & "tight"',
      body,
      message: REVIEW_FORM_OUTCOMES.body,
    });
    expect(await storedFor(token)).toEqual([]);
  });

  it('keeps what was typed when no star was chosen, or one past five', async () => {
    const token = await deliveredLineToken();
    for (const rating of ['', '9']) {
      const fields = { rating, title: 'No stars', body: 'Lovely finish, no bubbles at all.' };
      const response = await sendForm(token, fields);
      expect(response.statusCode, rating).toBe(400);
      expect(fieldsIn(response.body), rating).toEqual({
        ...fields,
        rating: '',
        message: REVIEW_FORM_OUTCOMES.rating,
      });
    }
  });

  it('answers too many posts with 429, its Retry-After and the text kept', async () => {
    const remoteAddress = nextAddress();
    const token = await deliveredLineToken();
    const fields = { rating: '2', title: 'Peeling', body: '   ' };
    for (let i = 0; i < 3; i += 1) {
      expect((await sendForm(token, fields, remoteAddress)).statusCode).toBe(400);
    }

    const typed = { ...fields, body: 'Corners lift after a day in the heat.' };
    const response = await sendForm(token, typed, remoteAddress);
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(fieldsIn(response.body)).toEqual({ ...typed, message: REVIEW_FORM_OUTCOMES.busy });
    expect(await storedFor(token)).toEqual([]);
  });

  it('answers a server failure with 503 and the text kept', async () => {
    const token = await deliveredLineToken();
    const fields = { rating: '5', title: FAILING_TITLE, body: 'Perfect fit on the camera bump.' };
    const response = await sendForm(token, fields);

    expect(response.statusCode).toBe(503);
    expect(fieldsIn(response.body)).toEqual({ ...fields, message: REVIEW_FORM_OUTCOMES.failed });
  });

  it('still goes to the thank-you once posted, and to "already reviewed" after', async () => {
    const token = await deliveredLineToken();
    const fields = { rating: '5', title: '', body: 'Perfect fit on the camera bump.' };
    const page = `/review/${encodeURIComponent(token)}`;

    const posted = await sendForm(token, fields);
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe(`${page}?review=pending`);
    const again = await sendForm(token, fields);
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe(`${page}?review=reviewed`);
    expect(await storedFor(token)).toHaveLength(1);
  });

  it('goes back to the page with the reason when the page cannot be rendered', async () => {
    const token = await deliveredLineToken();
    const fields = { rating: '3', title: UNRENDERABLE_TITLE, body: '   ' };
    const response = await sendForm(token, fields);

    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/review/${encodeURIComponent(token)}?review=body`);
  });
});
