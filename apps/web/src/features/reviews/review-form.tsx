import {
  REVIEW_BODY_MAX_LENGTH,
  REVIEW_BODY_MIN_LENGTH,
  REVIEW_FORM_OUTCOMES,
  REVIEW_MAX_PHOTOS,
  REVIEW_MESSAGES,
  REVIEW_PAGE_MESSAGES,
  REVIEW_TITLE_MAX_LENGTH,
  type ReviewFormOutcome,
  type ReviewStatus,
} from '@skins/shared';
import { type FormEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { isApiError } from '#lib/api-client.ts';
import { island } from '#lib/island.tsx';
import { paths } from '#lib/paths.ts';
import { usePhotoUploads } from '#lib/use-photo-uploads.ts';
import { controlClass } from '#ui/control-class.ts';
import { postReview } from './api/post-review.ts';
import { ReviewOutcome } from './review-outcome.tsx';
import { ReviewPhotos } from './review-photos.tsx';
import { StarRating } from './star-rating.tsx';
import type { TypedReview } from './typed-review.ts';

type Field = 'rating' | 'title' | 'body';
type FieldErrors = Partial<Record<Field, string>>;

type FormState =
  | { status: 'editing'; fieldErrors: FieldErrors; formError: string | null }
  | { status: 'sending' }
  | { status: 'done'; outcome: ReviewStatus | 'reviewed'; isNew: boolean };

export interface ReviewFormProps {
  token: string;
  productId: string;
  /** The line was reviewed when the page loaded (GET /reviews/request's `reviewed`). */
  isReviewed: boolean;
  /** What the server made of the form sent without JavaScript (`?review=`), if anything. */
  outcome: ReviewFormOutcome | null;
  /** The review as typed, when the server refused it sent without JavaScript: the fields hold it. */
  typed?: TypedReview;
}

/** The page's first state: its load, and what the form sent without JavaScript came to. */
function initialState({ isReviewed, outcome }: ReviewFormProps): FormState {
  if (isReviewed) {
    if (outcome === 'published') return { status: 'done', outcome: 'Published', isNew: false };
    if (outcome === 'pending') return { status: 'done', outcome: 'Pending', isNew: false };
    return { status: 'done', outcome: 'reviewed', isNew: false };
  }
  const editing = { status: 'editing', fieldErrors: {}, formError: null } as const;
  if (outcome === 'rating' || outcome === 'title' || outcome === 'body') {
    return { ...editing, fieldErrors: { [outcome]: REVIEW_FORM_OUTCOMES[outcome] } };
  }
  if (outcome === 'busy' || outcome === 'failed') {
    return { ...editing, formError: REVIEW_FORM_OUTCOMES[outcome] };
  }
  // A thank-you in the address for a line not reviewed means nothing.
  return editing;
}

/** The checks the server makes, made first so the messages come at once beside the fields. */
function checkFields(rating: number, title: string, body: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!(rating >= 1 && rating <= 5)) errors.rating = REVIEW_MESSAGES.rating;
  if (title.trim().length > REVIEW_TITLE_MAX_LENGTH) errors.title = REVIEW_MESSAGES.title;
  const length = body.trim().length;
  if (length < REVIEW_BODY_MIN_LENGTH || length > REVIEW_BODY_MAX_LENGTH) {
    errors.body = REVIEW_MESSAGES.body;
  }
  return errors;
}

/** The server's refusal of a post, as the form shows it. */
function refusalOf(error: unknown): FormState {
  if (isApiError(error) && error.status === 409) {
    return { status: 'done', outcome: 'reviewed', isNew: true };
  }
  const editing = { status: 'editing', fieldErrors: {}, formError: null } as const;
  if (!isApiError(error)) return { ...editing, formError: REVIEW_PAGE_MESSAGES.failed };
  const fields = (error.details?.fields ?? {}) as Record<string, unknown>;
  const fieldErrors: FieldErrors = {};
  for (const field of ['rating', 'title', 'body'] as const) {
    if (typeof fields[field] === 'string') fieldErrors[field] = fields[field];
  }
  if (Object.keys(fieldErrors).length > 0) return { ...editing, fieldErrors };
  if (error.status === 404) return { ...editing, formError: REVIEW_PAGE_MESSAGES.linkNotValid };
  if (error.status === 400 || error.status === 429) {
    return { ...editing, formError: error.message };
  }
  return { ...editing, formError: REVIEW_PAGE_MESSAGES.failed };
}

/**
 * The review form: stars, title, text and photos. A POST form to the page itself, which the
 * server answers without JavaScript (the text review; docs/decisions/055-review-page.md); with
 * it, the island checks the fields, uploads photos as they are chosen and posts the review as
 * JSON. Fields are uncontrolled: what was typed before the island ran, or before a refusal,
 * stays.
 */
export function ReviewForm(props: ReviewFormProps) {
  const { token, productId, typed } = props;
  const [state, setState] = useState<FormState>(() => initialState(props));
  const [rating, setRating] = useState(typed?.rating ?? 0);
  const [bodyLength, setBodyLength] = useState(typed?.body.length ?? 0);
  const [isHydrated, setIsHydrated] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const photos = usePhotoUploads(token, REVIEW_MAX_PHOTOS, REVIEW_MESSAGES.photos);
  const titleId = useId();
  const titleErrorId = useId();
  const bodyId = useId();
  const bodyHintId = useId();
  const bodyErrorId = useId();
  const formErrorId = useId();

  // What the shopper chose and typed before the island hydrated is in the page's fields.
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const data = new FormData(form);
    setRating(Number(data.get('rating') ?? 0) || 0);
    setBodyLength(String(data.get('body') ?? '').length);
  }, []);
  useEffect(() => setIsHydrated(true), []);

  if (state.status === 'done') {
    return <ReviewOutcome outcome={state.outcome} productId={productId} takeFocus={state.isNew} />;
  }

  const errors = state.status === 'editing' ? state.fieldErrors : {};
  const formError = state.status === 'editing' ? state.formError : null;
  const isSending = state.status === 'sending';

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSending || photos.isUploading) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const chosen = Number(data.get('rating') ?? 0);
    const title = String(data.get('title') ?? '');
    const body = String(data.get('body') ?? '');
    const fieldErrors = checkFields(chosen, title, body);
    const firstInvalid = (['rating', 'title', 'body'] as const).find((name) => fieldErrors[name]);
    if (firstInvalid) {
      setState({ status: 'editing', fieldErrors, formError: null });
      form.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    setState({ status: 'sending' });
    try {
      const review = await postReview({
        token,
        rating: chosen,
        ...(title.trim() ? { title } : {}),
        body,
        photoIds: photos.photoIds,
      });
      setState({ status: 'done', outcome: review.status, isNew: true });
    } catch (error) {
      setState(refusalOf(error));
    }
  }

  return (
    <form
      ref={formRef}
      method="post"
      action={paths.review(token)}
      noValidate={isHydrated}
      onSubmit={(event) => void handleSubmit(event)}
      aria-label="Your review"
      aria-describedby={formError ? formErrorId : undefined}
      className="flex flex-col gap-6"
    >
      <StarRating
        value={rating}
        onChange={(stars) => {
          setRating(stars);
          if (errors.rating)
            setState({
              status: 'editing',
              fieldErrors: { ...errors, rating: undefined },
              formError,
            });
        }}
        error={errors.rating ?? null}
      />

      <div>
        <label htmlFor={titleId} className="font-medium text-neutral-900 text-sm">
          Title <span className="font-normal text-neutral-500">(optional)</span>
        </label>
        <input
          id={titleId}
          name="title"
          defaultValue={typed?.title}
          maxLength={REVIEW_TITLE_MAX_LENGTH}
          placeholder="Sum it up in a few words"
          autoComplete="off"
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={errors.title ? titleErrorId : undefined}
          className={controlClass(Boolean(errors.title), 'mt-1.5 h-12 px-4 text-base')}
        />
        {errors.title && (
          <p id={titleErrorId} className="mt-1.5 text-red-700 text-sm">
            {errors.title}
          </p>
        )}
      </div>

      <div>
        <label htmlFor={bodyId} className="font-medium text-neutral-900 text-sm">
          Your review
        </label>
        <textarea
          id={bodyId}
          name="body"
          defaultValue={typed?.body}
          required
          minLength={REVIEW_BODY_MIN_LENGTH}
          maxLength={REVIEW_BODY_MAX_LENGTH}
          rows={6}
          placeholder="How does the skin look and feel on your device? How was fitting it?"
          onInput={(event) => setBodyLength(event.currentTarget.value.length)}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={[bodyHintId, errors.body ? bodyErrorId : ''].join(' ').trim()}
          className={controlClass(Boolean(errors.body), 'mt-1.5 min-h-40 px-4 py-3 text-base')}
        />
        <div className="mt-1.5 flex items-start justify-between gap-4 text-sm">
          {errors.body ? (
            <p id={bodyErrorId} className="text-red-700">
              {errors.body}
            </p>
          ) : (
            <span />
          )}
          <p id={bodyHintId} className="shrink-0 text-neutral-500 tabular-nums">
            <span className="sr-only">At least {REVIEW_BODY_MIN_LENGTH} characters; </span>
            {bodyLength} / 2,000
          </p>
        </div>
      </div>

      <ReviewPhotos
        photos={photos.photos}
        isFull={photos.isFull}
        limitError={photos.limitError}
        onAdd={photos.add}
        onRemove={photos.remove}
      />

      {formError && (
        <p
          id={formErrorId}
          role="alert"
          className="rounded-xl bg-red-50 px-4 py-3 text-red-800 text-sm"
        >
          {formError}
        </p>
      )}

      <button
        type="submit"
        disabled={isSending || photos.isUploading}
        className="h-12 w-full rounded-full bg-charcoal-900 px-8 font-semibold text-white transition hover:bg-charcoal-700 disabled:opacity-60 sm:w-auto sm:self-start"
      >
        {isSending
          ? 'Sending your review…'
          : photos.isUploading
            ? 'Uploading photos…'
            : 'Send review'}
      </button>
    </form>
  );
}

/** On the review page (a document, decision 045): hydrates when the page is idle. */
export const ReviewFormIsland = island('review-form', ReviewForm, 'idle');
