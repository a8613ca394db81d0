import { useEffect, useRef } from 'react';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '#ui/icons.tsx';
import { ProductImage } from '#ui/product-image.tsx';

interface PhotoLightboxProps {
  photos: readonly string[];
  /** The photo shown; null when closed. */
  index: number | null;
  author: string;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

const ROUND_BUTTON =
  'inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white ring-1 ring-white/20 transition hover:bg-white/20';

/**
 * A review's photos full size, in the browser's own modal `<dialog>`: focus moves into it and
 * stays there, Escape closes it (the browser's `cancel`, then our `close`), and focus goes back
 * to the thumbnail that opened it. The arrow keys and the buttons step through the photos.
 */
export function PhotoLightbox({
  photos,
  index,
  author,
  onIndexChange,
  onClose,
}: PhotoLightboxProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const isOpen = index !== null;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) dialog.showModal();
    if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);

  const count = photos.length;
  const step = (by: number) => {
    if (index !== null && count > 1) onIndexChange((index + by + count) % count);
  };
  const photo = index === null ? undefined : photos[index];

  return (
    <dialog
      ref={dialogRef}
      aria-label={index === null ? `Photos from ${author}` : photoName(index, count, author)}
      onClose={onClose}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') step(1);
        else if (event.key === 'ArrowLeft') step(-1);
        else return;
        event.preventDefault();
      }}
      onClick={(event) => {
        // The photo's frame fills the dialog, so the backdrop is wherever is not the photo or a
        // button (decision 056): the dark space around the photo and the caption.
        const target = event.target;
        if (target instanceof Element && target.closest('img, button')) return;
        onClose();
      }}
      className="m-auto max-h-none max-w-none bg-transparent p-0 backdrop:bg-neutral-950/90"
    >
      {photo !== undefined && index !== null && (
        <div className="flex h-dvh w-screen flex-col items-center justify-center gap-4 p-4 sm:p-8">
          <div className="flex w-full max-w-5xl items-center justify-between text-sm text-white/80">
            <p aria-live="polite">
              {`Photo ${index + 1} of ${count}`}
              <span className="text-white/50"> · {author}</span>
            </p>
            <button type="button" aria-label="Close" onClick={onClose} className={ROUND_BUTTON}>
              <CloseIcon className="size-5" />
            </button>
          </div>
          <div className="flex min-h-0 w-full max-w-5xl flex-1 items-center justify-center gap-3">
            {count > 1 && (
              <button
                type="button"
                aria-label="Previous photo"
                onClick={() => step(-1)}
                className={`${ROUND_BUTTON} shrink-0`}
              >
                <ChevronLeftIcon className="size-5" />
              </button>
            )}
            <ProductImage
              key={photo}
              src={photo}
              sizes="(min-width: 1024px) 1024px, 100vw"
              alt={photoName(index, count, author)}
              className="max-h-full min-h-0 max-w-full rounded-xl object-contain"
            />
            {count > 1 && (
              <button
                type="button"
                aria-label="Next photo"
                onClick={() => step(1)}
                className={`${ROUND_BUTTON} shrink-0`}
              >
                <ChevronRightIcon className="size-5" />
              </button>
            )}
          </div>
        </div>
      )}
    </dialog>
  );
}

export const photoName = (index: number, count: number, author: string) =>
  `Photo ${index + 1} of ${count} from ${author}`;
