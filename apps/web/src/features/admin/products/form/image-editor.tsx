import { MAX_IMAGE_UPLOAD_BYTES, MAX_PRODUCT_IMAGES } from '@skins/shared';
import type { ChangeEvent } from 'react';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon, PlusIcon, TrashIcon } from '#ui/icons.tsx';
import { Spinner } from '#ui/spinner.tsx';
import { previewOf } from '../product-image.ts';
import { ACCEPTED_IMAGE_TYPES, type PendingUpload } from './use-image-uploads.ts';

interface ImageEditorProps {
  images: readonly string[];
  onChange: (next: string[]) => void;
  uploads: readonly PendingUpload[];
  onUpload: (files: File[]) => void;
  onDismissUpload: (key: number) => void;
  error: string | undefined;
}

const tileButton =
  'inline-flex size-8 items-center justify-center rounded-lg text-neutral-600 transition hover:bg-neutral-100 hover:text-neutral-900 disabled:pointer-events-none disabled:opacity-30';

function moved(images: readonly string[], from: number, to: number): string[] {
  const next = [...images];
  const [image] = next.splice(from, 1);
  if (image !== undefined) next.splice(to, 0, image);
  return next;
}

/**
 * The product's pictures in the order the shop shows them; the first is the main one (the
 * cards' thumbnail is made from it). New files go up through POST /api/media and join the end.
 */
export function ImageEditor({
  images,
  onChange,
  uploads,
  onUpload,
  onDismissUpload,
  error,
}: ImageEditorProps) {
  const uploadingCount = uploads.filter((upload) => upload.status === 'uploading').length;
  const isFull = images.length + uploadingCount >= MAX_PRODUCT_IMAGES;

  function handleFiles(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    // Cleared, so choosing the same file again (after a refusal) fires a change again.
    event.target.value = '';
    const room = MAX_PRODUCT_IMAGES - images.length - uploadingCount;
    onUpload(files.slice(0, Math.max(room, 0)));
  }

  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">Images</legend>
      <p className="text-neutral-600 text-sm">
        JPEG, PNG, WebP or AVIF, at most {MAX_IMAGE_UPLOAD_BYTES / (1024 * 1024)} MB each and at
        least 400 px on the shorter side; up to {MAX_PRODUCT_IMAGES} images. The first one is the
        main image.
      </p>
      <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4">
        {images.map((url, index) => {
          const position = index + 1;
          return (
            <li key={url} className="rounded-xl bg-white p-2 ring-1 ring-neutral-200">
              <div className="relative aspect-square overflow-hidden rounded-lg bg-neutral-50">
                <img src={previewOf(url)} alt="" className="size-full object-contain" />
                {index === 0 && (
                  <span className="absolute top-2 left-2 rounded-full bg-charcoal-900 px-2 py-0.5 font-medium text-white text-xs">
                    Main image
                  </span>
                )}
              </div>
              <div className="mt-2 flex items-center justify-between">
                <div className="flex">
                  <button
                    type="button"
                    aria-label={`Move image ${position} earlier`}
                    disabled={index === 0}
                    onClick={() => onChange(moved(images, index, index - 1))}
                    className={tileButton}
                  >
                    <ChevronLeftIcon className="size-4" />
                  </button>
                  <button
                    type="button"
                    aria-label={`Move image ${position} later`}
                    disabled={index === images.length - 1}
                    onClick={() => onChange(moved(images, index, index + 1))}
                    className={tileButton}
                  >
                    <ChevronRightIcon className="size-4" />
                  </button>
                </div>
                <button
                  type="button"
                  aria-label={`Remove image ${position}`}
                  onClick={() => onChange(images.filter((_, i) => i !== index))}
                  className={`${tileButton} hover:bg-red-50 hover:text-red-700`}
                >
                  <TrashIcon className="size-4" />
                </button>
              </div>
            </li>
          );
        })}
        {uploads.map((upload) => (
          <UploadTile key={upload.key} upload={upload} onDismiss={onDismissUpload} />
        ))}
        {!isFull && (
          <li>
            <label className="flex aspect-square cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-neutral-300 border-dashed bg-neutral-50 p-3 text-center text-neutral-600 text-sm transition hover:border-neutral-400 hover:bg-neutral-100 has-[:focus-visible]:border-accent">
              <PlusIcon className="size-6" />
              <span className="font-medium">Upload images</span>
              <input
                type="file"
                accept={ACCEPTED_IMAGE_TYPES.join(',')}
                multiple
                onChange={handleFiles}
                className="sr-only"
              />
            </label>
          </li>
        )}
      </ul>
      {error && <p className="mt-2 text-red-700 text-sm">{error}</p>}
    </fieldset>
  );
}

function UploadTile({
  upload,
  onDismiss,
}: {
  upload: PendingUpload;
  onDismiss: (key: number) => void;
}) {
  if (upload.status === 'uploading') {
    return (
      <li className="flex aspect-square flex-col items-center justify-center gap-2 rounded-xl bg-white p-3 text-center ring-1 ring-neutral-200">
        <Spinner label={`Uploading ${upload.fileName}`} />
        <span className="w-full truncate text-neutral-600 text-xs">{upload.fileName}</span>
      </li>
    );
  }
  return (
    <li className="relative flex flex-col justify-center gap-1 rounded-xl bg-red-50 p-3 text-sm ring-1 ring-red-200">
      <p className="truncate pr-6 font-medium text-red-900">{upload.fileName}</p>
      <p role="alert" className="text-red-800 text-xs leading-snug">
        {upload.message}
      </p>
      <button
        type="button"
        aria-label={`Dismiss the message about ${upload.fileName}`}
        onClick={() => onDismiss(upload.key)}
        className="absolute top-2 right-2 inline-flex size-6 items-center justify-center rounded-full text-red-800 hover:bg-red-100"
      >
        <CloseIcon className="size-3.5" />
      </button>
    </li>
  );
}
