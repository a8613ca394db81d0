import { REVIEW_PHOTO_ACCEPT } from '@skins/shared';
import { useId } from 'react';
import type { PhotoUploads } from '#lib/use-photo-uploads.ts';
import { describedBy } from '#ui/form-field.tsx';

interface PhotoPickerProps {
  uploads: PhotoUploads;
  max: number;
  isRequired: boolean;
  error: string | undefined;
  disabled?: boolean;
}

/** Photos of the problem: chosen with the system's picker (the camera on a phone), then shown. */
export function PhotoPicker({ uploads, max, isRequired, error, disabled }: PhotoPickerProps) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  return (
    <fieldset className="min-w-0 space-y-3">
      <legend className="font-medium text-neutral-900 text-sm">
        Photos{' '}
        <span className="font-normal text-neutral-500">
          {isRequired ? '(required)' : '(optional)'}
        </span>
      </legend>
      <p id={hintId} className="text-neutral-600 text-sm">
        {isRequired ? 'A clear photo of the skin shows us the problem; add up to ' : 'Add up to '}
        {max} photos, 8 MB each.
      </p>
      {uploads.photos.length > 0 && (
        <ul aria-label="Chosen photos" className="grid grid-cols-3 gap-3 sm:grid-cols-5">
          {uploads.photos.map((photo) => (
            <li
              key={photo.key}
              className="relative flex aspect-square flex-col overflow-hidden rounded-2xl bg-neutral-100 ring-1 ring-neutral-200"
            >
              {photo.status === 'uploaded' && photo.previewUrl ? (
                <img src={photo.previewUrl} alt={photo.name} className="size-full object-cover" />
              ) : (
                <p
                  role={photo.status === 'failed' ? 'alert' : 'status'}
                  className={`m-auto px-2 text-center text-xs ${
                    photo.status === 'failed' ? 'text-red-700' : 'text-neutral-600'
                  }`}
                >
                  {photo.status === 'failed'
                    ? photo.error
                    : photo.status === 'uploading'
                      ? `Uploading ${photo.name}…`
                      : photo.name}
                </p>
              )}
              <button
                type="button"
                onClick={() => uploads.remove(photo.key)}
                disabled={disabled}
                aria-label={`Remove ${photo.name}`}
                className="absolute top-1.5 right-1.5 flex size-8 items-center justify-center rounded-full bg-white/90 text-neutral-900 shadow ring-1 ring-neutral-900/10 hover:bg-white"
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {!uploads.isFull && (
        <label
          htmlFor={inputId}
          className="flex h-12 cursor-pointer items-center justify-center rounded-full font-medium text-neutral-900 text-sm ring-1 ring-neutral-300 transition hover:bg-neutral-100 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent"
        >
          {uploads.photos.length === 0 ? 'Add photos' : 'Add more photos'}
          <input
            id={inputId}
            type="file"
            accept={REVIEW_PHOTO_ACCEPT}
            multiple
            disabled={disabled}
            aria-describedby={describedBy(hintId, error && errorId)}
            aria-invalid={error ? true : undefined}
            onChange={(event) => {
              uploads.add([...(event.target.files ?? [])]);
              event.target.value = '';
            }}
            className="sr-only"
          />
        </label>
      )}
      {uploads.limitError && (
        <p role="alert" className="text-red-700 text-sm">
          {uploads.limitError}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-red-700 text-sm">
          {error}
        </p>
      )}
    </fieldset>
  );
}
