import { REVIEW_PAGE_MESSAGES } from '@skins/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { reviewTokenOfDeliveredLine } from '../../testing/review-factory.ts';
import { createReviewToken } from '../reviews/review-token.ts';
import { reviews } from '../reviews/reviews.tables.ts';
import { reviewOutcomeOf } from './storefront-forms.routes.ts';

// The review page's form where JavaScript does not run (decision 055): POST /review/{token}.
// This app has no server bundle (an API-only run), so a refusal goes back to the page with its
// reason; with one, the page itself answers it (storefront-review-form.refused.test.ts).

const SECRET = 'review-form-test-secret-of-at-least-32-characters';
const { app, database } = await buildTestApp({
  APP_SECRET: SECRET,
  RATE_LIMIT_REVIEW_PER_MINUTE: '3',
});
const { db } = database;

let addresses = 0;
/** Each test posts from its own address: the API's limit is per client. */
const nextAddress = () => `10.55.0.${++addresses}`;

const deliveredLineToken = () => reviewTokenOfDeliveredLine(db, SECRET);

/** The form as a browser sends it without JavaScript: url-encoded fields. */
function sendForm(
  token: string,
  fields: Record<string, string>,
  { remoteAddress = nextAddress(), site = 'same-origin' } = {},
) {
  return app.inject({
    method: 'POST',
    url: `/review/${encodeURIComponent(token)}`,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'sec-fetch-site': site,
    },
    payload: new URLSearchParams(fields).toString(),
    remoteAddress,
  });
}

const page = (token: string, outcome?: string) =>
  `/review/${encodeURIComponent(token)}${outcome ? `?review=${outcome}` : ''}`;

const storedFor = async (token: string) => {
  const orderItemId = token.split('.')[0] ?? '';
  return db.select().from(reviews).where(eq(reviews.orderItemId, orderItemId));
};

describe('POST /review/{token} (the review form, sent without JavaScript)', () => {
  it('posts the text review and sends the page back with the thank-you', async () => {
    const token = await deliveredLineToken();
    const response = await sendForm(token, {
      rating: '4',
      title: '  Fits well  ',
      body: 'Lines up with every cut-out on the camera.',
    });

    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(page(token, 'pending'));
    const [stored] = await storedFor(token);
    expect(stored).toMatchObject({
      rating: 4,
      title: 'Fits well',
      body: 'Lines up with every cut-out on the camera.',
      status: 'Pending',
    });
  });

  it('takes 2,000 characters of Hindi (18 KB once encoded) and no title', async () => {
    const token = await deliveredLineToken();
    const body = 'अ'.repeat(2000);
    const response = await sendForm(token, { rating: '5', title: '', body });

    expect(response.headers.location).toBe(page(token, 'pending'));
    const [stored] = await storedFor(token);
    expect(stored?.body).toBe(body);
    expect(stored?.title).toBeNull();
  });

  it('counts the browser’s CRLF line breaks as one character each, and stores them as LF', async () => {
    const token = await deliveredLineToken();
    // 1,999 characters in the text box; 2,018 as the form sends them.
    const lines = Array.from({ length: 20 }, (_, index) => `${index}`.padEnd(99, '.'));
    const response = await sendForm(token, { rating: '5', body: lines.join('\r\n') });

    expect(response.headers.location).toBe(page(token, 'pending'));
    const [stored] = await storedFor(token);
    expect(stored?.body).toBe(lines.join('\n'));
  });

  it('says "already reviewed" for a second post, in the API’s own words', async () => {
    const token = await deliveredLineToken();
    const fields = { rating: '3', body: 'Good grip, slight lift at one corner.' };
    await sendForm(token, fields);

    const second = await sendForm(token, fields);
    expect(second.headers.location).toBe(page(token, 'reviewed'));
    expect(await storedFor(token)).toHaveLength(1);
    const api = await app.inject({
      method: 'POST',
      url: '/api/reviews',
      payload: { token, ...fields, rating: 3 },
      remoteAddress: nextAddress(),
    });
    expect(api.statusCode).toBe(409);
    expect(api.json().message).toBe(REVIEW_PAGE_MESSAGES.alreadyReviewed);
  });

  it('names the refused field and stores nothing', async () => {
    const token = await deliveredLineToken();
    const cases: [Record<string, string>, string][] = [
      [{ body: 'No stars chosen for this one.' }, 'rating'],
      [{ rating: 'six', body: 'A rating that is not a number.' }, 'rating'],
      [{ rating: '9', body: 'A rating past five stars.' }, 'rating'],
      [{ rating: '4', body: '   short      ' }, 'body'],
      [{ rating: '4', title: 'x'.repeat(81), body: 'A title over eighty characters.' }, 'title'],
    ];
    for (const [fields, outcome] of cases) {
      const response = await sendForm(token, fields);
      expect(response.statusCode, JSON.stringify(fields)).toBe(303);
      expect(response.headers.location, JSON.stringify(fields)).toBe(page(token, outcome));
    }
    expect(await storedFor(token)).toEqual([]);
  });

  it('sends a bad or expired link back to its page, which says it is not valid', async () => {
    const token = await deliveredLineToken();
    const forged = `${token.slice(0, -2)}xx`;
    const longAgo = new Date(Date.now() - 181 * 24 * 60 * 60 * 1000);
    const expired = createReviewToken(SECRET, token.split('.')[0] ?? '', longAgo);
    for (const bad of [forged, expired, 'x'.repeat(400)]) {
      const response = await sendForm(bad, { rating: '4', body: 'Lovely finish, no bubbles.' });
      expect(response.headers.location).toBe(page(bad));
    }
  });

  it('counts against the same limit as POST /api/reviews', async () => {
    const remoteAddress = nextAddress();
    const token = await deliveredLineToken();
    const outcomes: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await sendForm(token, { rating: '4', body: '    ' }, { remoteAddress });
      outcomes.push(String(response.headers.location));
    }
    expect(outcomes).toEqual([
      page(token, 'body'),
      page(token, 'body'),
      page(token, 'body'),
      page(token, 'busy'),
    ]);
  });

  it('refuses a form sent from another site', async () => {
    const token = await deliveredLineToken();
    const response = await sendForm(
      token,
      { rating: '1', body: 'Posted by another site’s page.' },
      { site: 'cross-site' },
    );
    expect(response.statusCode).toBe(403);
    expect(await storedFor(token)).toEqual([]);
  });
});

describe('reviewOutcomeOf', () => {
  const answer = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  it('reads the thank-you from the review’s status', async () => {
    expect(await reviewOutcomeOf(answer(201, { _id: 'r', status: 'Published' }))).toBe('published');
    expect(await reviewOutcomeOf(answer(201, { _id: 'r', status: 'Pending' }))).toBe('pending');
  });

  it('leaves a locked store and a failure to the page', async () => {
    expect(await reviewOutcomeOf(answer(403, { code: 'STORE_LOCKED' }))).toBeNull();
    expect(await reviewOutcomeOf(answer(503, { code: 'SERVICE_UNAVAILABLE' }))).toBe('failed');
  });
});
