import { PHOTO_UPLOAD_MESSAGES, REVIEW_MESSAGES, REVIEW_PAGE_MESSAGES } from '@skins/shared';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeUpload } from '#testing/fake-upload.ts';
import { jsonResponse } from '#testing/fixtures.ts';
import { stubApiCalls } from '#testing/stub-api-calls.ts';
import { ReviewForm, type ReviewFormProps } from './review-form.tsx';

const TOKEN = '5f0c2a1e-0000-4000-8000-000000000001.1900000000.signature';
const props: ReviewFormProps = {
  token: TOKEN,
  productId: 'product-1',
  isReviewed: false,
  outcome: null,
};

const star = (count: number) =>
  screen.getByRole('radio', { name: new RegExp(`^${count} stars?,`) });
const bodyField = () => screen.getByRole('textbox', { name: 'Your review' });
const titleField = () => screen.getByRole('textbox', { name: /Title/ });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send review' }));

function fillIn({ stars = 4, title = '', body = 'Lines up with every cut-out.' } = {}) {
  fireEvent.click(star(stars));
  fireEvent.change(titleField(), { target: { value: title } });
  fireEvent.input(bodyField(), { target: { value: body } });
}

function choosePhotos(...files: File[]) {
  fireEvent.change(screen.getByLabelText('Add photos'), { target: { files } });
}
const photo = (name: string, bytes = 1000) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });

afterEach(() => {
  FakeUpload.sent = [];
  vi.unstubAllGlobals();
});

describe('the review form', () => {
  it('is a POST form to its page, with native checks for a browser without JavaScript', () => {
    stubApiCalls(() => jsonResponse({}));
    const html = renderToString(<ReviewForm {...props} />);
    const page = document.createElement('div');
    page.innerHTML = html;
    const form = page.querySelector('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe(`/review/${encodeURIComponent(TOKEN)}`);
    expect(form?.hasAttribute('novalidate')).toBe(false);
    expect(page.querySelector('input[name="rating"][value="1"]')?.hasAttribute('required')).toBe(
      true,
    );
    const body = page.querySelector('textarea[name="body"]');
    expect([body?.getAttribute('minlength'), body?.getAttribute('maxlength')]).toEqual([
      '10',
      '2000',
    ]);
    expect(page.querySelector('input[name="title"]')?.getAttribute('maxlength')).toBe('80');
  });

  it('shows each missing field’s message beside it and sends nothing', async () => {
    const api = stubApiCalls(() => jsonResponse({}));
    render(<ReviewForm {...props} />);
    fireEvent.input(bodyField(), { target: { value: '   too short   ' } });
    send();

    const rating = screen.getByRole('group', { name: 'Your rating' });
    expect(within(rating).getByText(REVIEW_MESSAGES.rating)).toBeTruthy();
    expect(bodyField().getAttribute('aria-invalid')).toBe('true');
    expect(bodyField().getAttribute('aria-describedby')).toContain(
      screen.getByText(REVIEW_MESSAGES.body).id,
    );
    expect(api.calls).toEqual([]);
  });

  it('counts the characters of the text as it is typed', () => {
    render(<ReviewForm {...props} />);
    fireEvent.input(bodyField(), { target: { value: 'Twelve chars' } });
    expect(screen.getByText(/12 \/ 2,000/)).toBeTruthy();
  });

  it('posts the review and thanks the buyer, saying it waits for moderation', async () => {
    const api = stubApiCalls(() => jsonResponse({ _id: 'review-1', status: 'Pending' }, 201));
    render(<ReviewForm {...props} />);
    fillIn({ stars: 5, title: 'Fits well', body: 'Lines up with every cut-out.' });
    send();

    expect(await screen.findByText(REVIEW_PAGE_MESSAGES.pending)).toBeTruthy();
    expect(api.callsTo('/reviews')).toMatchObject([
      {
        method: 'POST',
        body: {
          token: TOKEN,
          rating: 5,
          title: 'Fits well',
          body: 'Lines up with every cut-out.',
          photoIds: [],
        },
      },
    ]);
    expect(screen.getByRole('link', { name: 'View the product' }).getAttribute('href')).toBe(
      '/product/product-1',
    );
  });

  it('says the review is live when the shop publishes at once, and sends no empty title', async () => {
    const api = stubApiCalls(() => jsonResponse({ _id: 'review-1', status: 'Published' }, 201));
    render(<ReviewForm {...props} />);
    fillIn({ title: '   ' });
    send();

    expect(await screen.findByText(REVIEW_PAGE_MESSAGES.published)).toBeTruthy();
    expect(api.callsTo('/reviews')[0]?.body).not.toHaveProperty('title');
  });

  it('turns a 409 into "already reviewed"', async () => {
    stubApiCalls(() =>
      jsonResponse(
        { message: REVIEW_PAGE_MESSAGES.alreadyReviewed, code: 'ALREADY_REVIEWED' },
        409,
      ),
    );
    render(<ReviewForm {...props} />);
    fillIn();
    send();

    expect(await screen.findByText(REVIEW_PAGE_MESSAGES.alreadyReviewed)).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('puts the server’s refusal beside its field and keeps what was typed', async () => {
    stubApiCalls(() =>
      jsonResponse(
        {
          message: 'Invalid request',
          code: 'VALIDATION_FAILED',
          details: { fields: { body: REVIEW_MESSAGES.body } },
        },
        400,
      ),
    );
    render(<ReviewForm {...props} />);
    fillIn({ title: 'Great', body: 'Lines up with every cut-out.' });
    send();

    expect(await screen.findByText(REVIEW_MESSAGES.body)).toBeTruthy();
    expect(bodyField()).toHaveProperty('value', 'Lines up with every cut-out.');
    expect(titleField()).toHaveProperty('value', 'Great');
    expect(star(4)).toHaveProperty('checked', true);
  });

  it('shows a refused post (too many tries) above the button, the text kept', async () => {
    const wait = 'Too many attempts. Please try again in 42 seconds.';
    stubApiCalls(() => jsonResponse({ message: wait, code: 'RATE_LIMITED' }, 429));
    render(<ReviewForm {...props} />);
    fillIn();
    send();

    expect((await screen.findByRole('alert')).textContent).toBe(wait);
    expect(bodyField()).toHaveProperty('value', 'Lines up with every cut-out.');
  });

  it('opens in the thank-you or "already reviewed" state the page was loaded in', () => {
    const { unmount } = render(<ReviewForm {...props} isReviewed outcome="pending" />);
    expect(screen.getByText(REVIEW_PAGE_MESSAGES.pending)).toBeTruthy();
    unmount();
    render(<ReviewForm {...props} isReviewed outcome={null} />);
    expect(screen.getByText(REVIEW_PAGE_MESSAGES.alreadyReviewed)).toBeTruthy();
  });

  it('ignores a thank-you in the address for a line that is not reviewed', () => {
    render(<ReviewForm {...props} outcome="published" />);
    expect(screen.getByRole('form', { name: 'Your review' })).toBeTruthy();
    expect(screen.queryByText(REVIEW_PAGE_MESSAGES.published)).toBeNull();
  });

  it('shows why the form sent without JavaScript was refused', () => {
    render(<ReviewForm {...props} outcome="rating" />);
    expect(screen.getByText(REVIEW_MESSAGES.rating)).toBeTruthy();
  });

  it('keeps the star and the text chosen before the island hydrated, and sends them', async () => {
    const api = stubApiCalls(() => jsonResponse({ _id: 'review-1', status: 'Pending' }, 201));
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ReviewForm {...props} />);
    document.body.append(container);
    (container.querySelector('input[value="3"]') as HTMLInputElement).checked = true;
    (container.querySelector('textarea') as HTMLTextAreaElement).value = 'Typed before hydrating.';

    const root = await act(async () => hydrateRoot(container, <ReviewForm {...props} />));
    expect(within(container).getByText(/23 \/ 2,000/)).toBeTruthy();
    fireEvent.click(within(container).getByRole('button', { name: 'Send review' }));

    await waitFor(() =>
      expect(api.callsTo('/reviews')[0]?.body).toMatchObject({
        rating: 3,
        body: 'Typed before hydrating.',
      }),
    );
    act(() => root.unmount());
    container.remove();
  });
});

describe('the review’s photos', () => {
  it('uploads each photo at once with the token, shows its progress, and posts its id', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    const api = stubApiCalls(() => jsonResponse({ _id: 'review-1', status: 'Pending' }, 201));
    render(<ReviewForm {...props} />);
    choosePhotos(photo('on-my-phone.jpg'));

    const [upload] = FakeUpload.sent;
    expect(upload?.form?.get('token')).toBe(TOKEN);
    expect(upload?.form?.get('file')).toHaveProperty('name', 'on-my-phone.jpg');
    act(() => upload?.progress(40, 100));
    const bar = screen.getByRole('progressbar', { name: 'Uploading on-my-phone.jpg' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByRole('button', { name: 'Uploading photos…' })).toHaveProperty(
      'disabled',
      true,
    );

    act(() => upload?.answer(201, { photoId: '9b1c…', url: '/media/uploads/9b1c/640.webp' }));
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(screen.getByRole('img', { name: 'on-my-phone.jpg' }).getAttribute('src')).toBe(
      '/media/uploads/9b1c/640.webp',
    );
    fillIn();
    send();
    await waitFor(() =>
      expect(api.callsTo('/reviews')[0]?.body).toMatchObject({ photoIds: ['9b1c…'] }),
    );
  });

  it('says why each refused photo was refused, and removes it on request', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    render(<ReviewForm {...props} />);
    choosePhotos(photo('huge.jpg'), photo('scan.pdf'), photo('blurry.jpg'));
    const [huge, pdf, blurry] = FakeUpload.sent;
    await act(async () => {
      huge?.answer(413, { message: 'Request body is too large', code: 'PAYLOAD_TOO_LARGE' });
      pdf?.answer(415, { message: 'Unsupported', code: 'UNSUPPORTED_MEDIA_TYPE' });
      blurry?.answer(400, { message: 'The image is too small.', code: 'VALIDATION_FAILED' });
    });

    const photos = screen.getByRole('list', { name: 'Your photos' });
    expect(
      within(photos)
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toEqual([
      PHOTO_UPLOAD_MESSAGES.tooLarge,
      PHOTO_UPLOAD_MESSAGES.unsupported,
      'The image is too small.',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove scan.pdf' }));
    expect(within(photos).queryByRole('button', { name: 'Remove scan.pdf' })).toBeNull();
    expect(within(photos).getAllByRole('alert')).toHaveLength(2);
  });

  it('refuses a file over 8 MB without sending it, and takes five photos at most', () => {
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    render(<ReviewForm {...props} />);
    choosePhotos(photo('too-big.jpg', 8 * 1024 * 1024 + 1));
    expect(FakeUpload.sent).toEqual([]);
    expect(screen.getByText(PHOTO_UPLOAD_MESSAGES.tooLarge)).toBeTruthy();

    choosePhotos(...['1', '2', '3', '4', '5', '6'].map((n) => photo(`${n}.jpg`)));
    expect(FakeUpload.sent).toHaveLength(5);
    expect(screen.getByText(REVIEW_MESSAGES.photos)).toBeTruthy();
    expect(screen.queryByLabelText('Add photos')).toBeNull();
  });

  it('uploads a photo chosen before the island hydrated', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ReviewForm {...props} />);
    document.body.append(container);
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    Object.defineProperty(input, 'files', { value: [photo('early.jpg')], configurable: true });

    const root = await act(async () => hydrateRoot(container, <ReviewForm {...props} />));
    expect(FakeUpload.sent).toHaveLength(1);
    expect(FakeUpload.sent[0]?.form?.get('file')).toHaveProperty('name', 'early.jpg');
    expect(
      within(container).getByRole('progressbar', { name: 'Uploading early.jpg' }),
    ).toBeTruthy();
    act(() => root.unmount());
    container.remove();
  });
});
