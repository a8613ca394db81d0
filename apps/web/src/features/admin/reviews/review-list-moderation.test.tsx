import type { AdminReview } from '@skins/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '#testing/admin/render-admin.tsx';
import {
  buildAdminReview,
  findReview,
  REVIEWED_PRODUCT,
  reviewListOf,
  serveReviews,
} from '#testing/admin/review-moderation-kit.ts';
import { jsonResponse } from '#testing/fixtures.ts';
import { putsOf } from '#testing/stub-api-calls.ts';

describe('the reviews moderation list: publishing, hiding, photos and replies', () => {
  it('publishes a one-star review like any other, says so and reloads the list', async () => {
    let status: AdminReview['status'] = 'Pending';
    const { api } = renderAdmin(
      '/admin/reviews',
      serveReviews(
        () => (status === 'Pending' ? [buildAdminReview()] : []),
        (call) => {
          status = 'Published';
          return call.path === '/admin/reviews/review-1'
            ? jsonResponse(buildAdminReview({ status: 'Published' }))
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
      serveReviews(
        () => [buildAdminReview()],
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
      serveReviews(
        () => [buildAdminReview()],
        () => jsonResponse(buildAdminReview()),
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
      buildAdminReview({
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
        const list = reviewListOf([saved()]);
        if (!isReloadHeld) return jsonResponse(list);
        // The reload after a save stays on its way: the list on screen is the one from before.
        return new Promise((resolve) => heldReloads.push(() => resolve(jsonResponse(list))));
      }
      if (call.method === 'GET' && call.path === '/products/product-1')
        return jsonResponse(REVIEWED_PRODUCT);
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
      serveReviews(
        () => [buildAdminReview({ reply })],
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
          return jsonResponse(buildAdminReview({ reply }));
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
});
