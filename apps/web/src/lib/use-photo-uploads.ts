import { REVIEW_MAX_PHOTOS, REVIEW_MESSAGES, REVIEW_PAGE_MESSAGES } from '@skins/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { PhotoUploadError, uploadReviewPhoto } from './api/upload-review-photo.ts';

/** The upload limit of POST /api/reviews/photos (API.md): larger files are refused before sending. */
const MAX_PHOTO_BYTES = 8 * 1024 * 1024;

export type ReviewPhoto = {
  key: string;
  name: string;
  /** The file as chosen (an object URL) until the server's copy is there. */
  previewUrl: string | null;
} & (
  | { status: 'uploading'; progress: number }
  | { status: 'uploaded'; photoId: string }
  | { status: 'failed'; error: string }
);

const objectUrlOf = (file: File): string | null =>
  typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;

const revoke = (url: string | null) => {
  if (url?.startsWith('blob:')) URL.revokeObjectURL(url);
};

/**
 * The review's photos: each chosen file is uploaded at once with the link's token, with its own
 * progress and refusal; a failed one stays on screen with why, until removed. At most
 * REVIEW_MAX_PHOTOS count (failed ones do not).
 */
export function useReviewPhotos(token: string) {
  const [photos, setPhotos] = useState<ReviewPhoto[]>([]);
  const [limitError, setLimitError] = useState<string | null>(null);
  const uploads = useRef(new Map<string, AbortController>());
  const nextKey = useRef(0);

  const update = useCallback((key: string, change: (photo: ReviewPhoto) => ReviewPhoto) => {
    setPhotos((current) => current.map((photo) => (photo.key === key ? change(photo) : photo)));
  }, []);

  const upload = useCallback(
    async (key: string, file: File) => {
      const controller = new AbortController();
      uploads.current.set(key, controller);
      try {
        const uploaded = await uploadReviewPhoto(
          token,
          file,
          (progress) => update(key, (photo) => ({ ...photo, status: 'uploading', progress })),
          controller.signal,
        );
        update(key, (photo) => {
          revoke(photo.previewUrl);
          const { key: own, name } = photo;
          return {
            key: own,
            name,
            previewUrl: uploaded.url || null,
            status: 'uploaded',
            photoId: uploaded.photoId,
          };
        });
      } catch (error) {
        if (controller.signal.aborted) return;
        const message =
          error instanceof PhotoUploadError ? error.message : REVIEW_PAGE_MESSAGES.photoFailed;
        update(key, (photo) => ({
          key: photo.key,
          name: photo.name,
          previewUrl: photo.previewUrl,
          status: 'failed',
          error: message,
        }));
      } finally {
        uploads.current.delete(key);
      }
    },
    [token, update],
  );

  const add = useCallback(
    (files: readonly File[]) => {
      const counted = photos.filter((photo) => photo.status !== 'failed').length;
      const room = Math.max(0, REVIEW_MAX_PHOTOS - counted);
      setLimitError(files.length > room ? REVIEW_MESSAGES.photos : null);
      const added: ReviewPhoto[] = [];
      for (const file of files.slice(0, room)) {
        nextKey.current += 1;
        const key = `photo-${nextKey.current}`;
        const previewUrl = objectUrlOf(file);
        if (file.size > MAX_PHOTO_BYTES) {
          added.push({
            key,
            name: file.name,
            previewUrl,
            status: 'failed',
            error: REVIEW_PAGE_MESSAGES.photoTooLarge,
          });
          continue;
        }
        added.push({ key, name: file.name, previewUrl, status: 'uploading', progress: 0 });
        void upload(key, file);
      }
      setPhotos((current) => [...current, ...added]);
    },
    [photos, upload],
  );

  const remove = useCallback((key: string) => {
    uploads.current.get(key)?.abort();
    setLimitError(null);
    setPhotos((current) => {
      revoke(current.find((photo) => photo.key === key)?.previewUrl ?? null);
      return current.filter((photo) => photo.key !== key);
    });
  }, []);

  // Uploads still running when the page goes on (the review was sent) are let go.
  useEffect(() => {
    const running = uploads.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  const photoIds = photos.flatMap((photo) => (photo.status === 'uploaded' ? [photo.photoId] : []));
  const isUploading = photos.some((photo) => photo.status === 'uploading');
  return { photos, photoIds, isUploading, limitError, add, remove };
}
