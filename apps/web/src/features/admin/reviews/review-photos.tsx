import type { AdminReview } from '@skins/shared';
import { useToast } from '#ui/toast/toast-context.tsx';
import { errorMessageOf } from '../components/error-message.ts';
import { useUpdateReview } from './api/update-review.ts';

/**
 * The buyer's photos as thumbnails (each opens full size), each hidden or shown on its own: the
 * server takes the whole set of hidden photos, so a toggle sends the others' state too.
 */
export function ReviewPhotos({ review }: { review: AdminReview }) {
  const update = useUpdateReview();
  const { showToast } = useToast();
  if (review.photos.length === 0) return null;
  const hiddenIds = review.photos.filter((photo) => photo.hidden).map((photo) => photo._id);

  function toggle(photoId: string, isHidden: boolean) {
    const next = isHidden ? hiddenIds.filter((id) => id !== photoId) : [...hiddenIds, photoId];
    update.mutate(
      { reviewId: review._id, changes: { hiddenPhotoIds: next } },
      {
        onSuccess: () =>
          showToast({ kind: 'success', message: isHidden ? 'Photo shown.' : 'Photo hidden.' }),
        onError: (error) =>
          showToast({
            kind: 'error',
            message: errorMessageOf(error, 'The photo could not be changed. Try again.'),
          }),
      },
    );
  }

  return (
    <ul aria-label="Photos" className="mt-4 flex flex-wrap gap-3">
      {review.photos.map((photo, index) => {
        const name = `photo ${index + 1} of ${review.photos.length}`;
        return (
          <li key={photo._id} className="w-24">
            <a
              href={photo.url}
              target="_blank"
              rel="noreferrer"
              className={`relative block aspect-square overflow-hidden rounded-xl bg-neutral-100 ring-1 ring-neutral-900/10 ${photo.hidden ? 'opacity-40 grayscale' : ''}`}
            >
              <img
                src={photo.url}
                alt={`The buyer’s ${name}${photo.hidden ? ' (hidden)' : ''}`}
                loading="lazy"
                className="size-full object-cover"
              />
            </a>
            <button
              type="button"
              disabled={update.isPending}
              aria-label={`${photo.hidden ? 'Show' : 'Hide'} ${name}`}
              onClick={() => toggle(photo._id, photo.hidden)}
              className="mt-1.5 h-7 w-full rounded-md bg-white font-medium text-neutral-700 text-xs ring-1 ring-neutral-300 transition hover:bg-neutral-50 disabled:opacity-60"
            >
              {photo.hidden ? 'Show' : 'Hide'}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
