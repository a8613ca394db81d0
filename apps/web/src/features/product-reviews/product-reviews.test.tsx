import type { ProductReview } from '@skins/shared';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { standInForDialogs } from '#testing/dialog-stand-in.ts';
import { jsonResponse } from '#testing/fixtures.ts';
import { buildReview, buildReviewPage, SUMMARY } from '#testing/review-fixtures.ts';
import { stubApiCalls } from '#testing/stub-api-calls.ts';
import { ProductReviewsIsland, type ProductReviewsProps } from './product-reviews.tsx';
import { FIRST_REVIEWS } from './review-query.ts';

const { Component: ProductReviews } = ProductReviewsIsland;

const first = [
  buildReview({
    _id: 'r1',
    title: 'Fits perfectly',
    photos: ['/media/uploads/a/1280.webp', '/media/uploads/b/1280.webp'],
    reply: { body: 'Thank you, Asha!', at: '2026-11-13T06:30:00.000Z' },
  }),
  buildReview({
    _id: 'r2',
    rating: 4,
    title: null,
    author: 'Vikram S.',
    selectedModel: 'Galaxy S25',
  }),
];

const props = (overrides: Partial<ProductReviewsProps> = {}): ProductReviewsProps => ({
  productId: 'p1',
  pagePath: '/product/marble-arctic',
  query: FIRST_REVIEWS,
  initial: buildReviewPage(first),
  count: SUMMARY.count,
  average: SUMMARY.average,
  ...overrides,
});

/** Answers every list call with one review of that page (or `data`). */
const answerWith = (data?: ProductReview[]) =>
  stubApiCalls((call) => {
    const page = Number(call.query.get('page'));
    const shown = data ?? [
      buildReview({ _id: `r-page-${page}`, title: `From page ${page}`, body: 'Another page.' }),
    ];
    return jsonResponse(buildReviewPage(shown, { page }));
  });

const bar = (name: RegExp) =>
  within(screen.getByRole('list', { name: 'Filter by rating' })).getByRole('link', { name });

describe('product reviews', () => {
  it('shows "No reviews yet" and who reviews, asking nothing, for a product without reviews', () => {
    const { calls } = answerWith();
    render(<ProductReviews {...props({ count: 0, initial: null })} />);
    expect(screen.getByRole('heading', { name: 'Customer reviews' })).toBeTruthy();
    expect(screen.getByText('No reviews yet')).toBeTruthy();
    expect(screen.getByText(/Reviews come from verified buyers/)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Filter by rating' })).toBeNull();
    expect(calls).toEqual([]);
  });

  it('shows the server’s page: the summary, the histogram as links, each review whole', () => {
    const { calls } = answerWith();
    render(<ProductReviews {...props()} />);
    expect(screen.getByText('4.3')).toBeTruthy();
    expect(screen.getByText('Based on 12 reviews')).toBeTruthy();
    expect(bar(/^5 stars: 7 reviews$/).getAttribute('href')).toBe(
      '/product/marble-arctic?rating=5#reviews',
    );
    // A bar without reviews filters nothing, and is read once.
    const histogram = screen.getByRole('list', { name: 'Filter by rating' });
    expect(within(histogram).getAllByRole('link')).toHaveLength(4);
    const noOneStar = within(histogram).getAllByRole('listitem').at(-1)?.cloneNode(true);
    if (!(noOneStar instanceof Element)) throw new Error('no 1-star bar');
    for (const silent of noOneStar.querySelectorAll('[aria-hidden="true"]')) silent.remove();
    expect(noOneStar.textContent).toBe('1 star: no reviews');

    const review = screen.getByRole('article', { name: 'Fits perfectly' });
    expect(within(review).getByText('Rated 5 out of 5')).toBeTruthy();
    expect(within(review).getByText(first[0]?.body ?? '')).toBeTruthy();
    expect(within(review).getByText('Asha R.')).toBeTruthy();
    expect(within(review).getByText('Verified buyer')).toBeTruthy();
    expect(within(review).getByText('Bought for iPhone 16')).toBeTruthy();
    expect(within(review).getByText('12 Nov 2026')).toBeTruthy();
    expect(within(review).getByText('Reply from Skins')).toBeTruthy();
    expect(within(review).getByText('Thank you, Asha!')).toBeTruthy();
    // A review without a title is named by its author.
    const untitled = screen.getByRole('article', { name: 'Review by Vikram S.' });
    expect(within(untitled).getByText('Bought for Galaxy S25')).toBeTruthy();
    expect(within(untitled).queryByText('Reply from Skins')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('filters by a histogram bar, and shows every review again', async () => {
    const { calls } = answerWith([buildReview({ _id: 'r4', rating: 4, title: 'Four stars' })]);
    render(<ProductReviews {...props()} />);
    fireEvent.click(bar(/^4 stars/));
    expect(await screen.findByRole('article', { name: 'Four stars' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Fits perfectly' })).toBeNull();
    expect(Object.fromEntries(calls[0]?.query ?? [])).toEqual({
      page: '1',
      limit: '5',
      sort: 'recent',
      rating: '4',
    });
    expect(bar(/^4 stars/).getAttribute('aria-current')).toBe('true');
    // Chosen again, the bar takes the filter off.
    expect(bar(/^4 stars/).getAttribute('href')).toBe('/product/marble-arctic#reviews');

    fireEvent.click(screen.getByRole('link', { name: 'Show all reviews' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]?.query.has('rating')).toBe(false);
    await waitFor(() => expect(bar(/^4 stars/).getAttribute('aria-current')).toBeNull());
  });

  it('sorts, keeping the star filter', async () => {
    const { calls } = answerWith();
    render(<ProductReviews {...props({ query: { sort: 'recent', rating: 2, page: 1 } })} />);
    const sort = screen.getByRole('combobox', { name: 'Sort reviews' });
    expect([...sort.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Most recent',
      'Highest rated',
      'Lowest rated',
      'With photos',
    ]);
    fireEvent.change(sort, { target: { value: 'rating-low' } });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.query.get('sort')).toBe('rating-low');
    expect(calls[0]?.query.get('rating')).toBe('2');
    expect(await screen.findByText('Another page.')).toBeTruthy();
  });

  it('sorts with a GET form to the product’s page before hydrating, the early script sending it', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <ProductReviews {...props({ query: { sort: 'rating-high', rating: 2, page: 3 } })} />,
    );
    const select = container.querySelector('select[name="sort"]');
    const form = select?.closest('form');
    if (!form || !select) throw new Error('no sort form');

    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/product/marble-arctic#reviews');
    // The star filter is kept; a new sort starts again from the first page.
    expect([...new FormData(form)]).toEqual([
      ['rating', '2'],
      ['sort', 'rating-high'],
    ]);
    // The page's early script sends it when an option is chosen (kept-taps.test.tsx).
    expect(select.hasAttribute('data-submit-on-change')).toBe(true);
  });

  it('shows more below the first reviews until the last page; a link without JavaScript', async () => {
    const { calls } = answerWith();
    render(<ProductReviews {...props()} />);
    const more = screen.getByRole('link', { name: 'Show more reviews' });
    expect(more.getAttribute('href')).toBe('/product/marble-arctic?page=2#reviews');
    expect(screen.getByText('Showing 1–2 of 12')).toBeTruthy();
    fireEvent.click(more);
    expect(await screen.findByText('Another page.')).toBeTruthy();
    // Added below: the first page stays.
    expect(screen.getByRole('article', { name: 'Fits perfectly' })).toBeTruthy();
    expect(calls[0]?.query.get('page')).toBe('2');
    fireEvent.click(screen.getByRole('link', { name: 'Show more reviews' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]?.query.get('page')).toBe('3');
    // Page 3 of 3 (12 reviews, 5 a page) is the last.
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Show more reviews' })).toBeNull(),
    );
  });

  it('says when reviews fail to load, and tries again', async () => {
    let isDown = true;
    const { calls } = stubApiCalls(() =>
      isDown
        ? jsonResponse({ message: 'Down', code: 'INTERNAL' }, 500)
        : jsonResponse(buildReviewPage([buildReview({ title: 'Back again' })])),
    );
    // The server's read failed: the island asks as it hydrates.
    render(<ProductReviews {...props({ initial: null })} />);
    expect(await screen.findByText('Reviews could not be loaded.')).toBeTruthy();
    // The summary is the product read's rating meanwhile, not an average of 0.
    expect(screen.getByText('4.3')).toBeTruthy();
    expect(screen.getByText('Based on 12 reviews')).toBeTruthy();
    isDown = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Back again' })).toBeTruthy();
    expect(calls).toHaveLength(2);
  });
});

describe('review photos', () => {
  // The browser's own part (Escape, focus) is e2e/reviews.spec.ts's.
  standInForDialogs();

  it('open in a dialog the arrow keys step through, closed by its Close button', () => {
    answerWith();
    render(<ProductReviews {...props()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open Photo 1 of 2 from Asha R.' }));
    const dialog = screen.getByRole('dialog', { name: 'Photo 1 of 2 from Asha R.' });
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(within(dialog).getByRole('img').getAttribute('src')).toBe('/media/uploads/a/1280.webp');

    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(screen.getByRole('dialog', { name: 'Photo 2 of 2 from Asha R.' })).toBe(dialog);
    expect(within(dialog).getByRole('img').getAttribute('src')).toBe('/media/uploads/b/1280.webp');
    // Past the last, the first again; and back.
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(dialog.getAttribute('aria-label')).toBe('Photo 1 of 2 from Asha R.');
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    expect(dialog.getAttribute('aria-label')).toBe('Photo 2 of 2 from Asha R.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Previous photo' }));
    expect(dialog.getAttribute('aria-label')).toBe('Photo 1 of 2 from Asha R.');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(dialog.hasAttribute('open')).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('close on a click on the dark space around the photo, not on the photo itself', () => {
    answerWith();
    render(<ProductReviews {...props()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open Photo 1 of 2 from Asha R.' }));
    const dialog = screen.getByRole('dialog', { name: 'Photo 1 of 2 from Asha R.' });
    const photo = within(dialog).getByRole('img');

    fireEvent.click(photo);
    expect(dialog.hasAttribute('open')).toBe(true);
    // The photo's row fills the dialog beside the photo: that space is the backdrop.
    fireEvent.click(
      within(dialog).getByRole('button', { name: 'Next photo' }).parentElement as Element,
    );
    expect(dialog.hasAttribute('open')).toBe(false);
  });
});
