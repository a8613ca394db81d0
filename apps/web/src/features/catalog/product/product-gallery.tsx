import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import { island } from '#lib/island.tsx';
import { ChevronLeftIcon, ChevronRightIcon } from '#ui/icons.tsx';
import { ProductImage } from '#ui/product-image.tsx';
import { describeProductImage } from './image-description.ts';

// Main images are 800×800 artwork; thumbnails show the same file scaled down.
const IMAGE_SIZE_PX = 800;
// A horizontal drag shorter than this is a tap or a wobble, not a swipe.
const SWIPE_MIN_PX = 40;

interface ProductGalleryProps {
  name: string;
  images: readonly string[];
}

/**
 * Main image with thumbnails. Arrow keys (and Home/End) move between images anywhere in the
 * gallery; a horizontal swipe on the main image does the same on touch screens.
 */
export function ProductGallery({ name, images }: ProductGalleryProps) {
  const [current, setCurrent] = useState(0);
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([]);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const count = images.length;

  if (count === 0) {
    return <div className="aspect-square rounded-3xl bg-neutral-100 ring-1 ring-neutral-900/5" />;
  }
  const shown = Math.min(current, count - 1);

  function show(index: number, focusThumbnail: boolean) {
    const next = (index + count) % count;
    setCurrent(next);
    if (focusThumbnail) thumbnails.current[next]?.focus();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const target: Record<string, number> = {
      ArrowRight: shown + 1,
      ArrowDown: shown + 1,
      ArrowLeft: shown - 1,
      ArrowUp: shown - 1,
      Home: 0,
      End: count - 1,
    };
    const next = target[event.key];
    if (next === undefined || count < 2) return;
    event.preventDefault();
    // Keep focus with the thumbnail of the shown image, so the next arrow continues from there.
    const isOnThumbnail = thumbnails.current.some((button) => button === event.target);
    show(next, isOnThumbnail);
  }

  function handlePointerDown(event: PointerEvent<HTMLDivElement>) {
    swipeStart.current = { x: event.clientX, y: event.clientY };
  }

  function handlePointerUp(event: PointerEvent<HTMLDivElement>) {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start || count < 2) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(dy)) return;
    show(dx < 0 ? shown + 1 : shown - 1, false);
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset groups form fields; this groups images and their buttons
    <div role="group" aria-label={`${name} images`} onKeyDown={handleKeyDown}>
      <div
        className="relative aspect-square touch-pan-y select-none overflow-hidden rounded-3xl bg-neutral-100 ring-1 ring-neutral-900/5"
        onPointerDown={handlePointerDown}
        onPointerUp={handlePointerUp}
        onPointerCancel={() => {
          swipeStart.current = null;
        }}
        data-testid="gallery-main"
      >
        {images.map((url, index) => (
          <ProductImage
            key={url}
            src={url}
            alt={index === shown ? describeProductImage(name, url, index, count) : ''}
            aria-hidden={index === shown ? undefined : true}
            width={IMAGE_SIZE_PX}
            height={IMAGE_SIZE_PX}
            draggable={false}
            decoding="async"
            // The first image is the page's largest paint; the others wait their turn.
            loading={index === 0 ? 'eager' : 'lazy'}
            fetchPriority={index === 0 ? 'high' : 'auto'}
            className={`absolute inset-0 size-full object-cover transition-opacity duration-300 ${
              index === shown ? 'opacity-100' : 'opacity-0'
            }`}
          />
        ))}
        {count > 1 && (
          <>
            <StepButton direction="previous" onClick={() => show(shown - 1, false)} />
            <StepButton direction="next" onClick={() => show(shown + 1, false)} />
            <p
              aria-live="polite"
              className="absolute right-4 bottom-4 rounded-full bg-charcoal-900/70 px-3 py-1 font-medium text-white text-xs backdrop-blur"
            >
              <span className="sr-only">Showing image </span>
              {shown + 1} / {count}
            </p>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className="mt-4 grid grid-cols-4 gap-3 sm:gap-4">
          {images.map((url, index) => (
            <li key={url}>
              <button
                ref={(button) => {
                  thumbnails.current[index] = button;
                }}
                type="button"
                aria-label={`Show image ${index + 1} of ${count}`}
                aria-current={index === shown ? 'true' : undefined}
                // One tab stop for the row; arrows move within it.
                tabIndex={index === shown ? 0 : -1}
                onClick={() => show(index, false)}
                className={`block aspect-square w-full overflow-hidden rounded-2xl bg-neutral-100 ring-offset-2 ring-offset-neutral-50 transition ${
                  index === shown
                    ? 'ring-2 ring-charcoal-900'
                    : 'opacity-70 ring-1 ring-neutral-900/5 hover:opacity-100'
                }`}
              >
                <ProductImage
                  src={url}
                  alt=""
                  width={IMAGE_SIZE_PX}
                  height={IMAGE_SIZE_PX}
                  loading="lazy"
                  decoding="async"
                  draggable={false}
                  className="size-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

interface StepButtonProps {
  direction: 'previous' | 'next';
  onClick: () => void;
}

function StepButton({ direction, onClick }: StepButtonProps) {
  const isPrevious = direction === 'previous';
  return (
    <button
      type="button"
      aria-label={isPrevious ? 'Previous image' : 'Next image'}
      onClick={onClick}
      // Not a tab stop of its own: the thumbnails and arrow keys already cover the keyboard path.
      tabIndex={-1}
      className={`absolute top-1/2 hidden size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-charcoal-900 shadow-lg ring-1 ring-neutral-900/10 backdrop-blur transition hover:bg-white sm:flex ${
        isPrevious ? 'left-4' : 'right-4'
      }`}
    >
      {isPrevious ? (
        <ChevronLeftIcon className="size-5" />
      ) : (
        <ChevronRightIcon className="size-5" />
      )}
    </button>
  );
}

/**
 * The gallery's island: the server's page already shows the first image and every thumbnail, so
 * its code comes on the first interaction with it (a pointer over it, a touch, focus), never with
 * the page: a tap on a thumbnail or an arrow made meanwhile is kept and replayed.
 */
export const GalleryIsland = island('gallery', ProductGallery, 'wake');
