import {
  RETURN_MAX_PHOTOS,
  RETURN_MESSAGE_MAX_LENGTH,
  RETURN_MESSAGES,
  ReturnMessageInputSchema,
} from '@skins/shared';
import { type FormEvent, useId, useState } from 'react';
import { isApiError } from '#lib/api-client.ts';
import { usePhotoUploads } from '#lib/use-photo-uploads.ts';
import { ButtonSpinner } from '#ui/button-spinner.tsx';
import { controlClass } from '#ui/form-field.tsx';
import { useAnswerReturn } from '../api/answer-return.ts';
import { PhotoPicker } from './photo-picker.tsx';
import { RETURN_FORM_MESSAGES } from './return-request-form.tsx';

interface ReturnAnswerFormProps {
  orderId: string;
  returnId: string;
  token: string;
}

/** The shopper's answer to the shop's question (InfoRequested), with photos if they help. */
export function ReturnAnswerForm({ orderId, returnId, token }: ReturnAnswerFormProps) {
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const uploads = usePhotoUploads(token, RETURN_MAX_PHOTOS, RETURN_MESSAGES.photos);
  const answer = useAnswerReturn(orderId, token);
  const bodyId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (answer.isPending) return;
    if (uploads.isUploading) return setError(RETURN_FORM_MESSAGES.photosUploading);
    if (uploads.hasFailed) return setError(RETURN_FORM_MESSAGES.photosFailed);
    const parsed = ReturnMessageInputSchema.safeParse({ body, photoIds: uploads.photoIds });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    setError(null);
    answer.mutate(
      { returnId, input: parsed.data },
      {
        onError: (failure) =>
          setError(
            isApiError(failure) && failure.status >= 400 && failure.status < 500
              ? failure.message
              : RETURN_FORM_MESSAGES.failed,
          ),
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} aria-label="Answer our question" className="mt-4 space-y-4">
      <div>
        <label htmlFor={bodyId} className="font-medium text-neutral-900 text-sm">
          Your answer
        </label>
        <textarea
          id={bodyId}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          maxLength={RETURN_MESSAGE_MAX_LENGTH}
          rows={3}
          disabled={answer.isPending}
          className={controlClass(false, 'mt-1.5 px-4 py-3 text-sm')}
        />
      </div>
      <PhotoPicker
        uploads={uploads}
        max={RETURN_MAX_PHOTOS}
        isRequired={false}
        error={undefined}
        disabled={answer.isPending}
      />
      {error && (
        <p role="alert" className="text-red-700 text-sm">
          {error}
        </p>
      )}
      <button
        type="submit"
        aria-disabled={answer.isPending || undefined}
        className="flex h-12 w-full items-center justify-center gap-2 rounded-full bg-charcoal-900 px-7 font-semibold text-sm text-white transition hover:bg-charcoal-700 aria-disabled:opacity-70 sm:w-auto"
      >
        {answer.isPending && <ButtonSpinner />}
        {answer.isPending ? 'Sending…' : 'Send answer'}
      </button>
    </form>
  );
}
