import { REVIEW_MESSAGES, REVIEW_PAGE_MESSAGES, type ReviewRequest } from '@skins/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createLoader, Component as ReviewRoute } from '#app/routes/review.tsx';
import { jsonResponse } from '#testing/fixtures.ts';
import { renderCatalogRoute } from '#testing/render-catalog-route.tsx';
import { stubApiCalls } from '#testing/stub-api-calls.ts';

const TOKEN = '5f0c2a1e-0000-4000-8000-000000000001.1900000000.signature';
const request: ReviewRequest = {
  product: {
    _id: 'product-1',
    name: 'Obsidian Carbon Skin',
    image: '/media/art/v2/iphone/carbon-fibre/obsidian/front.svg',
    selectedBrand: 'Apple',
    selectedModel: 'iPhone 16 Pro',
  },
  orderNumber: 1042,
  reviewed: false,
};

function renderReviewPage(path: string) {
  return renderCatalogRoute(
    (queryClient) => [
      { path: 'review/:token', Component: ReviewRoute, loader: createLoader(queryClient) },
    ],
    path,
  );
}

const page = (query = '') => `/review/${encodeURIComponent(TOKEN)}${query}`;

describe('the review page', () => {
  it('shows the product, the model bought and the order, with the form, never indexed', async () => {
    const api = stubApiCalls(() => jsonResponse(request));
    renderReviewPage(page());

    expect(await screen.findByText('Obsidian Carbon Skin')).toBeTruthy();
    expect(screen.getByText('for Apple iPhone 16 Pro')).toBeTruthy();
    expect(screen.getByText('Order #1042')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Your review' })).toBeTruthy();
    expect(api.calls[0]?.path).toBe(`/reviews/request/${encodeURIComponent(TOKEN)}`);
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
    stubApiCalls(() => jsonResponse({ ...request, reviewed: true }));
    renderReviewPage(page());

    expect(await screen.findByText(REVIEW_PAGE_MESSAGES.alreadyReviewed)).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('shows what the form sent without JavaScript came to', async () => {
    stubApiCalls(() => jsonResponse({ ...request, reviewed: true }));
    const { unmount } = renderReviewPage(page('?review=published'));
    expect(await screen.findByText(REVIEW_PAGE_MESSAGES.published)).toBeTruthy();
    unmount();

    stubApiCalls(() => jsonResponse(request));
    renderReviewPage(page('?review=body'));
    expect(await screen.findByText(REVIEW_MESSAGES.body)).toBeTruthy();
  });
});
