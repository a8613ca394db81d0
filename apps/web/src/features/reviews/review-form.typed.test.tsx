import { REVIEW_MESSAGES, REVIEW_PAGE_MESSAGES } from '@skins/shared';
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '#testing/fixtures.ts';
import { stubApiCalls } from '#testing/stub-api-calls.ts';
import { ReviewForm, type ReviewFormProps } from './review-form.tsx';
import { type TypedReview, typedReviewOf } from './typed-review.ts';

// The review form sent without JavaScript and refused by the server (decision 055): the server
// answers with the page, whose form island carries what was typed in its props.

const TOKEN = '5f0c2a1e-0000-4000-8000-000000000001.1900000000.signature';
const typed: TypedReview = {
  rating: 2,
  title: 'Corners <lift> & "peel"',
  body: 'पहले दिन से ही कोने उठ रहे हैं।\n\nThe rest sits flat.',
};
const props: ReviewFormProps = {
  token: TOKEN,
  productId: 'product-1',
  isReviewed: false,
  outcome: 'busy',
  typed,
};

/** The island's markup as the server sends it, in the page. */
function serverRendered(formProps: ReviewFormProps): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<ReviewForm {...formProps} />);
  document.body.append(container);
  return container;
}

const fieldsOf = (container: HTMLElement) => ({
  title: (container.querySelector('input[name="title"]') as HTMLInputElement).value,
  body: (container.querySelector('textarea[name="body"]') as HTMLTextAreaElement).value,
  rating: (container.querySelector('input[name="rating"]:checked') as HTMLInputElement | null)
    ?.value,
});

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('typedReviewOf', () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.append(name, value);
    return data;
  };

  it('keeps the title and the text character for character', () => {
    const body = `  ${'अ'.repeat(1990)}  \n `;
    expect(typedReviewOf(form({ rating: '5', title: ' x ', body }))).toEqual({
      rating: 5,
      title: ' x ',
      body,
    });
  });

  it('keeps only a whole star from 1 to 5, and empty fields for missing ones', () => {
    for (const rating of ['0', '6', 'six', '2.5', '', ' ']) {
      expect(typedReviewOf(form({ rating })).rating, rating).toBe(0);
    }
    expect(typedReviewOf(form({ rating: '1' }))).toEqual({ rating: 1, title: '', body: '' });
  });
});

describe('the review form with what was typed', () => {
  it('is drawn by the server with the star, the title, the text and why it was refused', () => {
    const container = serverRendered(props);

    expect(fieldsOf(container)).toEqual({ title: typed.title, body: typed.body, rating: '2' });
    expect(within(container).getByRole('alert').textContent).toBe(REVIEW_PAGE_MESSAGES.busy);
    expect(within(container).getByText(`${typed.body.length} / 2,000`)).toBeTruthy();
  });

  it('puts a field’s refusal beside that field', () => {
    const container = serverRendered({ ...props, outcome: 'body' });

    const body = within(container).getByRole('textbox', { name: 'Your review' });
    const described = (body.getAttribute('aria-describedby') ?? '').split(' ');
    const error = within(container).getByText(REVIEW_MESSAGES.body);
    expect(described).toContain(error.id);
    expect(body.getAttribute('aria-invalid')).toBe('true');
    expect(fieldsOf(container).body).toBe(typed.body);
  });

  it('hydrates without a mismatch, keeps the values and sends them with JavaScript', async () => {
    const api = stubApiCalls(() => jsonResponse({ _id: 'review-1', status: 'Pending' }, 201));
    const container = serverRendered(props);
    const consoleError = vi.spyOn(console, 'error');
    const recoverable = vi.fn();

    const root = await act(async () =>
      hydrateRoot(container, <ReviewForm {...props} />, { onRecoverableError: recoverable }),
    );
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(fieldsOf(container)).toEqual({ title: typed.title, body: typed.body, rating: '2' });
    expect(within(container).getByText('Fair')).toBeTruthy();
    fireEvent.click(within(container).getByRole('button', { name: 'Send review' }));

    await waitFor(() =>
      expect(api.callsTo('/reviews')[0]?.body).toMatchObject({
        token: TOKEN,
        rating: 2,
        title: typed.title,
        body: typed.body,
      }),
    );
    act(() => root.unmount());
  });

  it('starts empty without them, as before', () => {
    const container = serverRendered({ ...props, outcome: null, typed: undefined });

    expect(fieldsOf(container)).toEqual({ title: '', body: '', rating: undefined });
    expect(within(container).getByText('0 / 2,000')).toBeTruthy();
  });
});
