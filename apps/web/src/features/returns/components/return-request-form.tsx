import {
  type CreateReturnRequest,
  isPhotoRequired,
  type Order,
  RETURN_DETAILS_MAX_LENGTH,
  RETURN_MAX_PHOTOS,
  RETURN_MESSAGES,
  RETURN_REASON_LABELS,
  RETURN_REASONS,
  type ReturnReason,
  type ReturnResolution,
  refundOnlyNote,
  resolutionsFor,
} from '@skins/shared';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { isApiError } from '#lib/api-client.ts';
import { usePhotoUploads } from '#lib/use-photo-uploads.ts';
import { ButtonSpinner } from '#ui/button-spinner.tsx';
import { controlClass } from '#ui/form-field.tsx';
import { useCreateReturn } from '../api/create-return.ts';
import { ChoiceGroup } from './choice-group.tsx';
import { LinePicker } from './line-picker.tsx';
import { PhotoPicker } from './photo-picker.tsx';
import {
  type ChosenLines,
  checkReturnRequest,
  type ReturnFormErrors,
  serverFieldErrors,
} from './return-form-check.ts';

export const RETURN_FORM_MESSAGES = {
  failed: 'We could not send your request. Please try again.',
  photosUploading: 'Wait for your photos to finish uploading.',
  photosFailed: 'Remove the photos that did not upload, or add them again.',
  fixFields: 'Check the marked fields.',
} as const;

const RESOLUTION_LABELS: Record<ReturnResolution, string> = {
  Replacement: 'A replacement skin',
  Refund: 'A refund',
};

interface ReturnRequestFormProps {
  order: Pick<Order, '_id' | 'products'>;
  token: string;
  /** Left to return of each line (`returnableQuantities`). */
  returnable: ReadonlyMap<string, number>;
  onSent: (returnNumber: string) => void;
  onCancel: () => void;
}

/** "Report a problem or return" (API.md § Returns and replacements): lines, reason, photos, outcome. */
export function ReturnRequestForm({
  order,
  token,
  returnable,
  onSent,
  onCancel,
}: ReturnRequestFormProps) {
  const [chosen, setChosen] = useState<ChosenLines>(new Map());
  const [reason, setReason] = useState<ReturnReason | null>(null);
  const [resolution, setResolution] = useState<ReturnResolution | null>(null);
  const [details, setDetails] = useState('');
  const [errors, setErrors] = useState<ReturnFormErrors>({});
  const uploads = usePhotoUploads(token, RETURN_MAX_PHOTOS, RETURN_MESSAGES.photos);
  const create = useCreateReturn(order._id, token);
  const detailsId = useId();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The button that opened the form is gone: focus starts at the form's heading.
  useEffect(() => headingRef.current?.focus(), []);

  const allowed = reason ? resolutionsFor(reason) : [];
  const isPending = create.isPending;

  function chooseReason(next: ReturnReason) {
    setReason(next);
    // A change of mind or a wrong model ordered is refunded, never replaced: the only choice
    // left is made at once.
    const [only, ...others] = resolutionsFor(next);
    if (only && others.length === 0) setResolution(only);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isPending) return;
    create.reset();
    if (uploads.isUploading) return setErrors({ photoIds: RETURN_FORM_MESSAGES.photosUploading });
    if (uploads.hasFailed) return setErrors({ photoIds: RETURN_FORM_MESSAGES.photosFailed });
    const request = {
      lines: [...chosen].map(([itemId, quantity]) => ({ itemId, quantity })),
      reason,
      details,
      photoIds: uploads.photoIds,
      resolution,
    } as CreateReturnRequest;
    const found = checkReturnRequest(request, order.products, returnable);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create.mutate(request, {
      onSuccess: (created) => onSent(created.number),
      onError: (error) => {
        const fields = isApiError(error) && error.status === 400 ? error.details?.fields : null;
        if (fields && typeof fields === 'object') {
          setErrors(serverFieldErrors(fields as Record<string, unknown>, request));
        }
      },
    });
  }

  const serverError = create.error;
  const formMessage =
    errors.form ??
    (serverError && !(isApiError(serverError) && serverError.details?.fields)
      ? isApiError(serverError) && serverError.status >= 400 && serverError.status < 500
        ? serverError.message
        : RETURN_FORM_MESSAGES.failed
      : Object.keys(errors).length > 0
        ? RETURN_FORM_MESSAGES.fixFields
        : null);

  return (
    <form
      noValidate
      aria-labelledby={headingId}
      onSubmit={submit}
      className="space-y-7 rounded-3xl bg-white p-5 ring-1 ring-neutral-900/5 sm:p-7"
    >
      <div>
        <h3
          ref={headingRef}
          id={headingId}
          tabIndex={-1}
          className="font-semibold text-neutral-900 text-xl tracking-tight focus:outline-none"
        >
          Report a problem or return
        </h3>
        <p className="mt-1 text-neutral-600 text-sm">
          Tell us what is wrong and what you would like. We answer every request within 48 hours.
        </p>
      </div>

      <LinePicker
        lines={order.products}
        returnable={returnable}
        chosen={chosen}
        onChange={setChosen}
        errors={errors}
        disabled={isPending}
      />

      <ChoiceGroup
        legend="What went wrong?"
        name="reason"
        options={RETURN_REASONS.map((value) => ({ value, label: RETURN_REASON_LABELS[value] }))}
        value={reason}
        onChange={chooseReason}
        error={errors.reason}
        disabled={isPending}
      />

      <div>
        <label htmlFor={detailsId} className="font-medium text-neutral-900 text-sm">
          Details <span className="font-normal text-neutral-500">(required)</span>
        </label>
        <textarea
          id={detailsId}
          aria-required="true"
          value={details}
          onChange={(event) => setDetails(event.target.value)}
          maxLength={RETURN_DETAILS_MAX_LENGTH}
          rows={4}
          disabled={isPending}
          placeholder="What do you see, and on which item?"
          aria-invalid={errors.details ? true : undefined}
          aria-describedby={errors.details ? `${detailsId}-error` : undefined}
          className={controlClass(Boolean(errors.details), 'mt-1.5 px-4 py-3 text-sm')}
        />
        {errors.details && (
          <p id={`${detailsId}-error`} className="mt-1.5 text-red-700 text-sm">
            {errors.details}
          </p>
        )}
      </div>

      <PhotoPicker
        uploads={uploads}
        max={RETURN_MAX_PHOTOS}
        isRequired={reason !== null && isPhotoRequired(reason)}
        error={errors.photoIds}
        disabled={isPending}
      />

      <ChoiceGroup
        legend="What would you like?"
        name="resolution"
        options={(['Replacement', 'Refund'] as const).map((value) => ({
          value,
          label: RESOLUTION_LABELS[value],
          isDisabled: reason !== null && !allowed.includes(value),
        }))}
        value={resolution}
        onChange={setResolution}
        note={reason ? refundOnlyNote(reason) : undefined}
        error={errors.resolution}
        disabled={isPending}
      />

      {formMessage && (
        <p
          role="alert"
          className="rounded-2xl bg-red-50 px-4 py-3 text-red-800 text-sm ring-1 ring-red-200"
        >
          {formMessage}
        </p>
      )}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={onCancel}
          disabled={isPending}
          className="h-12 rounded-full px-6 font-medium text-neutral-900 text-sm ring-1 ring-neutral-300 transition hover:bg-neutral-100 disabled:opacity-60"
        >
          Cancel
        </button>
        <button
          type="submit"
          aria-disabled={isPending || undefined}
          className="flex h-12 items-center justify-center gap-2 rounded-full bg-charcoal-900 px-7 font-semibold text-sm text-white transition hover:bg-charcoal-700 aria-disabled:opacity-70"
        >
          {isPending && <ButtonSpinner />}
          {isPending ? 'Sending…' : 'Send return request'}
        </button>
      </div>
    </form>
  );
}
