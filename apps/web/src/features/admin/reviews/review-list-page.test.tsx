import type { AdminReview, Product } from '@skins/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '#testing/admin/render-admin.tsx';
import { buildProduct, jsonResponse } from '#testing/fixtures.ts';
import type { ApiCall } from '#testing/stub-api-calls.ts';

function buildReview(overrides: Partial<AdminReview> = {}): AdminReview {
  return {
    _id: 'review-1',
    productId: 'product-1',
    rating: 1,
    title: 'Peeled at one corner',
    body: 'Lifted at the camera cut-out after two days.',
    status: 'Pending',
    author: 'Asha R.',
    selectedModel: 'iPhone 16 Pro',
    orderNumber: 1042,
    email: 'asha@example.in',
    photos: [
      { _id: 'photo-1', url: '/media/uploads/photo-1/1280.webp', hidden: false },
      { _id: 'photo-2', url: '/media/uploads/photo-2/1280.webp', hidden: true },
    ],
    reply: null,
    createdAt: '2026-11-22T09:15:00.000Z',
    updatedAt: '2026-11-22T09:15:00.000Z',
    history: [],
    ...overrides,
  };
}

const listOf = (reviews: AdminReview[], total = reviews.length) => ({
  data: reviews,
  page: 1,
  limit: 20,
  total,
  totalPages: Math.ceil(total / 20),
});

const product: Product = buildProduct({ _id: 'product-1', name: 'Carbon Fibre Skin' });

/** The list answers `reviews`; the product lookup answers; `put` answers PUTs. */
function serve(
  reviews: () => AdminReview[],
  put?: (call: ApiCall) => Response | undefined,
): (call: ApiCall) => Response | undefined {
  return (call) => {
    if (call.method === 'GET' && call.path === '/admin/reviews')
      return jsonResponse(listOf(reviews()));
    if (call.method === 'GET' && call.path === '/products/product-1') return jsonResponse(product);
    if (call.method === 'PUT') return put?.(call);
    return undefined;
  };
}

const findReview = () => screen.findByRole('article', {}, { timeout: 4000 });
const putsOf = (calls: readonly ApiCall[]) => calls.filter((call) => call.method === 'PUT');

describe('the reviews moderation list', () => {
  it('asks for Pending reviews by default and shows what the buyer wrote, sent and bought', async () => {
    const { api } = renderAdmin(
      '/admin/reviews',
      serve(() => [buildReview()]),
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

  it('publishes a one-star review like any other, says so and reloads the list', async () => {
    let status: AdminReview['status'] = 'Pending';
    const { api } = renderAdmin(
      '/admin/reviews',
      serve(
        () => (status === 'Pending' ? [buildReview()] : []),
        (call) => {
          status = 'Published';
          return call.path === '/admin/reviews/review-1'
            ? jsonResponse(buildReview({ status: 'Published' }))
            : undefined;
        },
      ),
    );

    fireEvent.click(
      within(await findReview()).getByRole('button', { name: 'Publish the review by Asha R.' }),
    );

    expect(await screen.findByText('Review by Asha R. published.')).toBeTruthy();
    expect(putsOf(api.calls).map((call) => call.body)).toEqual([{ status: 'Published' }]);
    expect(await screen.findByText('No reviews waiting')).toBeTruthy();
  });

  it('shows the server’s refusal and changes nothing on screen', async () => {
    renderAdmin(
      '/admin/reviews',
      serve(
        () => [buildReview()],
        () => jsonResponse({ message: 'Review not found.', code: 'NOT_FOUND' }, 404),
      ),
    );

    fireEvent.click(
      within(await findReview()).getByRole('button', { name: 'Hide the review by Asha R.' }),
    );

    expect(await screen.findByText('Review not found.')).toBeTruthy();
    expect(screen.getByRole('article')).toBeTruthy();
  });

  it('hides and shows single photos, sending the whole set of hidden ones', async () => {
    const { api } = renderAdmin(
      '/admin/reviews',
      serve(
        () => [buildReview()],
        () => jsonResponse(buildReview()),
      ),
    );

    const photos = within(await findReview()).getByRole('list', { name: 'Photos' });
    fireEvent.click(within(photos).getByRole('button', { name: 'Hide photo 1 of 2' }));
    expect(await screen.findByText('Photo hidden.')).toBeTruthy();
    await waitFor(() => expect(putsOf(api.calls)).toHaveLength(1));
    fireEvent.click(within(photos).getByRole('button', { name: 'Show photo 2 of 2' }));
    await waitFor(() => expect(putsOf(api.calls)).toHaveLength(2));

    expect(putsOf(api.calls).map((call) => call.body)).toEqual([
      { hiddenPhotoIds: ['photo-2', 'photo-1'] },
      { hiddenPhotoIds: [] },
    ]);
  });

  it('builds a second quick toggle on the first’s saved answer, while the list still reloads', async () => {
    let hidden: string[] = [];
    const saved = () =>
      buildReview({
        photos: ['photo-1', 'photo-2'].map((id) => ({
          _id: id,
          url: `/media/uploads/${id}/1280.webp`,
          hidden: hidden.includes(id),
        })),
      });
    let isReloadHeld = false;
    const heldReloads: (() => void)[] = [];
    const { api } = renderAdmin('/admin/reviews', (call) => {
      if (call.method === 'GET' && call.path === '/admin/reviews') {
        const list = listOf([saved()]);
        if (!isReloadHeld) return jsonResponse(list);
        // The reload after a save stays on its way: the list on screen is the one from before.
        return new Promise((resolve) => heldReloads.push(() => resolve(jsonResponse(list))));
      }
      if (call.method === 'GET' && call.path === '/products/product-1')
        return jsonResponse(product);
      if (call.method !== 'PUT') return undefined;
      hidden = (call.body as { hiddenPhotoIds: string[] }).hiddenPhotoIds;
      return jsonResponse(saved());
    });

    const photos = within(await findReview()).getByRole('list', { name: 'Photos' });
    isReloadHeld = true;
    fireEvent.click(within(photos).getByRole('button', { name: 'Hide photo 1 of 2' }));
    expect(await screen.findByText('Photo hidden.')).toBeTruthy();
    const hidePhoto2 = within(photos).getByRole('button', { name: 'Hide photo 2 of 2' });
    await waitFor(() => expect((hidePhoto2 as HTMLButtonElement).disabled).toBe(false));
    expect(heldReloads.length).toBeGreaterThan(0);
    fireEvent.click(hidePhoto2);
    await waitFor(() => expect(putsOf(api.calls)).toHaveLength(2));

    expect(putsOf(api.calls).map((call) => call.body)).toEqual([
      { hiddenPhotoIds: ['photo-1'] },
      { hiddenPhotoIds: ['photo-1', 'photo-2'] },
    ]);
    isReloadHeld = false;
    for (const release of heldReloads) release();
    expect(await within(photos).findByRole('button', { name: 'Show photo 2 of 2' })).toBeTruthy();
    expect(within(photos).getByRole('button', { name: 'Show photo 1 of 2' })).toBeTruthy();
  });

  it('replies, edits the reply with the server’s word on a refusal, and removes it', async () => {
    let reply: AdminReview['reply'] = null;
    const { api } = renderAdmin(
      '/admin/reviews',
      serve(
        () => [buildReview({ reply })],
        (call) => {
          const body = call.body as { reply: string | null };
          if (body.reply?.startsWith('Too long')) {
            return jsonResponse(
              {
                message: 'Validation failed',
                code: 'VALIDATION_FAILED',
                details: { fields: { reply: 'Keep the reply to 2000 characters or fewer.' } },
              },
              400,
            );
          }
          reply = body.reply === null ? null : { body: body.reply, at: '2026-11-23T10:00:00.000Z' };
          return jsonResponse(buildReview({ reply }));
        },
      ),
    );

    fireEvent.click(within(await findReview()).getByRole('button', { name: 'Reply' }));
    let dialog = screen.getByRole('dialog', { name: 'Reply to Asha R.' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save reply' }));
    expect(within(dialog).getByText('Write the reply, or remove it instead.')).toBeTruthy();
    expect(putsOf(api.calls)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Your reply'), {
      target: { value: '  Sorry — a new skin is on its way.  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save reply' }));
    expect(await screen.findByText('Reply saved.')).toBeTruthy();
    // "Reply" becomes "Edit reply": focus waits on the review's title, not lost with the button.
    const heading = screen.getByRole('heading', { name: 'Peeled at one corner' });
    expect(document.activeElement).toBe(heading);
    expect(putsOf(api.calls)[0]?.body).toEqual({ reply: 'Sorry — a new skin is on its way.' });
    expect(await screen.findByText('Sorry — a new skin is on its way.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Edit reply' }));
    dialog = screen.getByRole('dialog', { name: 'Edit your reply to Asha R.' });
    const text = within(dialog).getByLabelText('Your reply');
    expect((text as HTMLTextAreaElement).value).toBe('Sorry — a new skin is on its way.');
    fireEvent.change(text, { target: { value: 'Too long, says the server' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save reply' }));
    expect(
      await within(dialog).findByText('Keep the reply to 2000 characters or fewer.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    fireEvent.click(screen.getByRole('button', { name: 'Remove reply' }));
    fireEvent.click(
      within(screen.getByRole('alertdialog', { name: 'Remove your reply?' })).getByRole('button', {
        name: 'Remove reply',
      }),
    );
    expect(await screen.findByText('Reply removed.')).toBeTruthy();
    expect(document.activeElement).toBe(heading);
    expect(putsOf(api.calls).at(-1)?.body).toEqual({ reply: null });
    expect(await screen.findByRole('button', { name: 'Reply' })).toBeTruthy();
  });

  it('lists published reviews on asking, with their history in words', async () => {
    const published = buildReview({
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
      serve(() => [published]),
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
