import { REVIEW_PAGE_MESSAGES } from '@skins/shared';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '#testing/fixtures.ts';
import { REVIEW_REQUEST, REVIEW_TOKEN } from '#testing/review-fixtures.ts';
import { buildStoreConfig } from '#testing/store-config.ts';
import { renderPage } from './entry-server.tsx';

// The server's render of a page, as the Fastify server calls it (modules/seo/storefront-pages.ts),
// with the API answered by a stand-in for its in-process fetch.

/** The API as the page's loaders reach it: the store config, and the review line (or `status`). */
function apiAnswering(review: { status: number; body: unknown }): typeof fetch {
  return async (input) => {
    const path = new URL(String(input), 'http://in-process').pathname;
    if (path === '/api/store/config') return jsonResponse(buildStoreConfig());
    if (path === `/api/reviews/request/${encodeURIComponent(REVIEW_TOKEN)}`) {
      return jsonResponse(review.body, review.status);
    }
    return jsonResponse({ message: 'No route', code: 'NOT_FOUND' }, 404);
  };
}

async function render(
  review: { status: number; body: unknown },
  gate: 'off' | 'closed' = 'off',
  refused?: { query: string; form: Record<string, string> },
) {
  const page = await renderPage({
    url: `http://shop.test/review/${encodeURIComponent(REVIEW_TOKEN)}${refused?.query ?? ''}`,
    gate,
    fetch: apiAnswering(review),
    isDocument: true,
    ...(refused ? { form: refused.form } : {}),
  });
  if (page.kind !== 'page') throw new Error(`expected a page, got ${page.kind}`);
  let html = '';
  for await (const chunk of page.body) html += String(chunk);
  return { status: page.status, html };
}

describe('the review page, rendered on the server', () => {
  it('draws the line from the token, with the form as an island, never indexed', async () => {
    const { status, html } = await render({ status: 200, body: REVIEW_REQUEST });

    expect(status).toBe(200);
    expect(html).toContain('Obsidian Carbon Skin');
    expect(html).toContain('for Apple iPhone 16 Pro');
    expect(html).toContain('Order #1042');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    const island = /<shop-island data-island="review-form"[^>]*data-props="([^"]*)"/.exec(html);
    expect(JSON.parse((island?.[1] ?? '').replaceAll('&quot;', '"'))).toEqual({
      token: REVIEW_TOKEN,
      productId: 'product-1',
      isReviewed: false,
      outcome: null,
    });
    const form = /<form aria-label="Your review"[^>]*>/.exec(html)?.[0];
    expect(form).toContain(`action="/review/${REVIEW_TOKEN}"`);
    expect(form).toContain('method="post"');
    expect(form).not.toContain('noValidate');
  });

  it('draws a refused form (a POST) with what was typed in its fields and why', async () => {
    const form = { rating: '4', title: 'Fits <well>', body: '  Lines up & sits flat.  ' };
    const { status, html } = await render({ status: 200, body: REVIEW_REQUEST }, 'off', {
      query: '?review=busy',
      form,
    });

    expect(status).toBe(200);
    const page = document.createElement('div');
    page.innerHTML = html;
    const island = page.querySelector<HTMLElement>('shop-island[data-island="review-form"]');
    expect(JSON.parse(island?.dataset.props ?? '{}')).toMatchObject({
      outcome: 'busy',
      typed: { rating: 4, title: form.title, body: form.body },
    });
    expect(page.querySelector<HTMLInputElement>('input[name="title"]')?.value).toBe(form.title);
    expect(page.querySelector('textarea[name="body"]')?.textContent).toBe(form.body);
    expect(page.querySelector<HTMLInputElement>('input[name="rating"]:checked')?.value).toBe('4');
    expect(page.querySelector('[role="alert"]')?.textContent).toBe(REVIEW_PAGE_MESSAGES.busy);
  });

  it('answers 404 with "not valid" for a bad or expired link', async () => {
    const { status, html } = await render({
      status: 404,
      body: { message: 'This review link is not valid or has expired.', code: 'NOT_FOUND' },
    });

    expect(status).toBe(404);
    expect(html).toContain(REVIEW_PAGE_MESSAGES.linkNotValid);
    expect(html).not.toContain('action="/review/');
  });

  it('shows the closed gate, whose form comes back to the review link', async () => {
    const { status, html } = await render({ status: 200, body: REVIEW_REQUEST }, 'closed');

    expect(status).toBe(200);
    expect(html).not.toContain('Obsidian Carbon Skin');
    expect(html).toMatch(
      new RegExp(
        `<form[^>]*action="/unlock"[^>]*>.*?name="returnTo" value="/review/${REVIEW_TOKEN}"`,
      ),
    );
  });
});
