import { REVIEW_MAX_PHOTOS, REVIEW_PHOTO_ACCEPT } from '@skins/shared';
import { type ChangeEvent, useId, useLayoutEffect, useRef } from 'react';
import type { PhotoUpload } from '#lib/use-photo-uploads.ts';
import { CloseIcon, PlusIcon } from '#ui/icons.tsx';

interface ReviewPhotosProps {
  photos: readonly PhotoUpload[];
  /** No more may be chosen (the hook's `isFull`). */
  isFull: boolean;
  limitError: string | null;
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
}

/**
 * Up to five photos, each uploaded as soon as it is chosen (its progress, its refusal, a remove
 * button). Photos need JavaScript: where scripts do not run the page says so, and the text review
 * is sent without them (docs/decisions/055-review-page.md).
 */
export function ReviewPhotos({ photos, isFull, limitError, onAdd, onRemove }: ReviewPhotosProps) {
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  // Photos chosen before the island hydrated are in the page's input: upload them now.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the island hydrates
  useLayoutEffect(() => {
    const input = inputRef.current;
    const files = Array.from(input?.files ?? []);
    if (!input || files.length === 0) return;
    input.value = '';
    onAdd(files);
  }, []);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.currentTarget.files ?? []);
    // Cleared, so choosing the same file again (after removing it) is a change.
    event.currentTarget.value = '';
    if (files.length > 0) onAdd(files);
  }

  return (
    <div>
      <p className="font-medium text-neutral-900 text-sm">
        Photos <span className="font-normal text-neutral-500">(optional)</span>
      </p>
      <p id={hintId} className="mt-1 text-neutral-500 text-sm">
        Up to {REVIEW_MAX_PHOTOS} photos of the skin on your device. JPEG, PNG, WebP or HEIC, up to
        8 MB each.
      </p>
      <p className="mt-3 hidden rounded-xl bg-neutral-100 px-4 py-3 text-neutral-700 text-sm noscript:block">
        Adding photos needs JavaScript, which is off in this browser. Your review can be sent
        without them.
      </p>
      <ul
        aria-label="Your photos"
        className="mt-3 grid grid-cols-3 gap-3 noscript:hidden sm:grid-cols-5"
      >
        {photos.map((photo) => (
          <PhotoTile key={photo.key} photo={photo} onRemove={() => onRemove(photo.key)} />
        ))}
        {!isFull && (
          <li>
            <label
              htmlFor={inputId}
              className="flex aspect-square cursor-pointer flex-col items-center justify-center gap-1 rounded-2xl border-2 border-neutral-300 border-dashed bg-white text-neutral-600 text-sm transition hover:border-neutral-500 hover:text-neutral-900 has-focus-visible:outline-2 has-focus-visible:outline-accent"
            >
              <PlusIcon className="size-6" aria-hidden="true" />
              Add photos
              <input
                ref={inputRef}
                id={inputId}
                type="file"
                multiple
                accept={REVIEW_PHOTO_ACCEPT}
                onChange={choose}
                aria-describedby={hintId}
                className="sr-only"
              />
            </label>
          </li>
        )}
      </ul>
      {limitError && (
        <p role="alert" className="mt-2 text-red-700 text-sm">
          {limitError}
        </p>
      )}
    </div>
  );
}

function PhotoTile({ photo, onRemove }: { photo: PhotoUpload; onRemove: () => void }) {
  const errorId = useId();
  const isFailed = photo.status === 'failed';
  return (
    <li className="min-w-0">
      <div
        className={`relative aspect-square overflow-hidden rounded-2xl bg-neutral-100 ring-1 ${isFailed ? 'ring-2 ring-red-600' : 'ring-neutral-900/5'}`}
      >
        {photo.previewUrl && (
          <img
            src={photo.previewUrl}
            alt={photo.name}
            className={`size-full object-cover ${photo.status === 'uploading' ? 'opacity-60' : ''}`}
          />
        )}
        {photo.status === 'uploading' && (
          <div className="absolute inset-x-2 bottom-2">
            <div
              role="progressbar"
              aria-label={`Uploading ${photo.name}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(photo.progress * 100)}
              className="h-1.5 overflow-hidden rounded-full bg-white/70"
            >
              <div
                className="h-full rounded-full bg-charcoal-900 transition-[width]"
                style={{ width: `${Math.round(photo.progress * 100)}%` }}
              />
            </div>
          </div>
        )}
        <button
          type="button"
          onClick={onRemove}
          aria-label={`Remove ${photo.name}`}
          aria-describedby={isFailed ? errorId : undefined}
          className="absolute top-1 right-1 flex size-9 items-center justify-center rounded-full bg-black/60 text-white transition hover:bg-black/80"
        >
          <CloseIcon className="size-4" aria-hidden="true" />
        </button>
      </div>
      {isFailed && (
        <p id={errorId} role="alert" className="mt-1 text-red-700 text-xs leading-snug">
          {photo.error}
        </p>
      )}
    </li>
  );
}
