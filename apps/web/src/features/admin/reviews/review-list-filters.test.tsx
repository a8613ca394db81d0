import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '#testing/admin/render-admin.tsx';
import {
  buildAdminReview,
  findReview,
  serveReviews,
} from '#testing/admin/review-moderation-kit.ts';

describe('the reviews moderation list: what it asks for and shows', () => {
  it('asks for Pending reviews by default and shows what the buyer wrote, sent and bought', async () => {
    const { api } = renderAdmin(
      '/admin/reviews',
      serveReviews(() => [buildAdminReview()]),
    );

    const review = await findReview();
    expect(Object.fromEntries(api.callsTo('/admin/reviews')[0]?.query ?? [])).toEqual({
      status: 'Pending',
      page: '1',
    });
    expect(within(review).getByRole('img', { name: 'Rated 1 out of 5' })).toBeTruthy();
    expect(within(review).getByRole('heading', { name: 'Peeled at one corner' })).toBeTruthy();
    expect(within(review).getByText('Lifted at the camera cut-out after two days.')).toBeTruthy();
    expect(within(review).getByText('iPhone 16 Pro')).toBeTruthy();
    expect(within(review).getByText('Asha R.')).toBeTruthy();
    expect(within(review).getByText('asha@example.in')).toBeTruthy();
    expect(within(review).getByRole('link', { name: '#1042' }).getAttribute('href')).toBe(
      '/admin/orders?search=1042',
    );
    expect(
      (await within(review).findByRole('link', { name: 'Carbon Fibre Skin' })).getAttribute('href'),
    ).toBe('/admin/products/product-1');
    const photos = within(review).getByRole('list', { name: 'Photos' });
    expect(within(photos).getByRole('img', { name: 'The buyer’s photo 1 of 2' })).toBeTruthy();
    expect(
      within(photos).getByRole('img', { name: 'The buyer’s photo 2 of 2 (hidden)' }),
    ).toBeTruthy();
    // Pending: both ways out; no "Publish" for a published review (below).
    expect(
      within(review).getByRole('button', { name: 'Publish the review by Asha R.' }),
    ).toBeTruthy();
    expect(within(review).getByRole('button', { name: 'Hide the review by Asha R.' })).toBeTruthy();
    expect(screen.getByText('1 pending review. Every rating is treated alike.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pending' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('lists published reviews on asking, with their history in words', async () => {
    const published = buildAdminReview({
      status: 'Published',
      title: null,
      history: [
        {
          actor: 'owner@skins.test',
          at: '2026-11-23T10:30:00.000Z',
          change: { status: { from: 'Pending', to: 'Published' }, reply: 'Thank you!' },
        },
        {
          actor: 'staff@skins.test',
          at: '2026-11-24T10:30:00.000Z',
          change: { hiddenPhotoIds: [] },
        },
      ],
    });
    const { api } = renderAdmin(
      '/admin/reviews',
      serveReviews(() => [published]),
    );

    await findReview();
    fireEvent.click(screen.getByRole('button', { name: 'Published' }));
    await waitFor(() =>
      expect(Object.fromEntries(api.callsTo('/admin/reviews').at(-1)?.query ?? [])).toEqual({
        status: 'Published',
        page: '1',
      }),
    );

    const review = screen.getByRole('article', { name: 'Review by Asha R.' });
    expect(within(review).queryByRole('button', { name: /^Publish/ })).toBeNull();
    expect(within(review).getByRole('button', { name: 'Hide the review by Asha R.' })).toBeTruthy();
    expect(within(review).getByText('History (2)')).toBeTruthy();
    expect(within(review).getByText('Published · Replied')).toBeTruthy();
    expect(within(review).getByText('Every photo shown')).toBeTruthy();
    expect(review.textContent).toContain(
      'Published · Replied · owner@skins.test · 23 Nov 2026, 04:00 pm',
    );
    expect(review.textContent).toContain('Every photo shown · staff@skins.test · 24 Nov 2026');
  });
});
