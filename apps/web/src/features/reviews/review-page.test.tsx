import { REVIEW_MESSAGES, REVIEW_PAGE_MESSAGES } from '@skins/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createLoader, Component as ReviewRoute } from '#app/routes/review.tsx';
import { jsonResponse } from '#testing/fixtures.ts';
import { renderCatalogRoute } from '#testing/render-catalog-route.tsx';
import { REVIEW_REQUEST, REVIEW_TOKEN } from '#testing/review-fixtures.ts';
import { stubApiCalls } from '#testing/stub-api-calls.ts';

function renderReviewPage(path: string) {
  return renderCatalogRoute(
    (queryClient) => [
      { path: 'review/:token', Component: ReviewRoute, loader: createLoader(queryClient) },
    ],
    path,
  );
}

const page = (query = '') => `/review/${encodeURIComponent(REVIEW_TOKEN)}${query}`;

describe('the review page', () => {
  it('shows the product, the model bought and the order, with the form, never indexed', async () => {
    const api = stubApiCalls(() => jsonResponse(REVIEW_REQUEST));
    renderReviewPage(page());

    expect(await screen.findByText('Obsidian Carbon Skin')).toBeTruthy();
    expect(screen.getByText('for Apple iPhone 16 Pro')).toBeTruthy();
    expect(screen.getByText('Order #1042')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Your review' })).toBeTruthy();
    expect(api.calls[0]?.path).toBe(`/reviews/request/${encodeURIComponent(REVIEW_TOKEN)}`);
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });

  it('says a bad or expired link is not valid, with a way to the shop', async () => {
    stubApiCalls(() =>
      jsonResponse(
        { message: 'This review link is not valid or has expired.', code: 'NOT_FOUND' },
        404,
      ),
    );
    renderReviewPage(page());

    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe(REVIEW_PAGE_MESSAGES.linkNotValid);
    expect(screen.getByRole('link', { name: 'Go to the shop' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('offers to try again when the line could not be read', async () => {
    stubApiCalls(() => jsonResponse({ message: 'Down', code: 'SERVICE_UNAVAILABLE' }, 503));
    renderReviewPage(page());

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(REVIEW_PAGE_MESSAGES.failed)).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
      page(),
    );
  });

  it('says at once that a reviewed line is reviewed', async () => {
    stubApiCalls(() => jsonResponse({ ...REVIEW_REQUEST, reviewed: true }));
    renderReviewPage(page());

    expect(await screen.findByText(REVIEW_PAGE_MESSAGES.alreadyReviewed)).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('shows what the form sent without JavaScript came to', async () => {
    stubApiCalls(() => jsonResponse({ ...REVIEW_REQUEST, reviewed: true }));
    const { unmount } = renderReviewPage(page('?review=published'));
    expect(await screen.findByText(REVIEW_PAGE_MESSAGES.published)).toBeTruthy();
    unmount();

    stubApiCalls(() => jsonResponse(REVIEW_REQUEST));
    renderReviewPage(page('?review=body'));
    expect(await screen.findByText(REVIEW_MESSAGES.body)).toBeTruthy();
  });
});
