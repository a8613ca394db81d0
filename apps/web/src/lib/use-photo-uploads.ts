import { PHOTO_UPLOAD_MESSAGES, REVIEW_PHOTO_MAX_BYTES } from '@skins/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { PhotoUploadError, uploadPhoto } from './upload-photo.ts';

/** One chosen photo, as its tile shows it. */
export type PhotoUpload = {
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
 * Photos uploaded the moment they are chosen (a review's, with its link's token; a return's, with
 * the order's), so the form sends only their ids: each with its own progress and refusal
 * (PHOTO_UPLOAD_MESSAGES); a failed one stays on screen with why, until removed. At most `max`
 * count (failed ones do not); choosing more says `limitMessage` and uploads none past it.
 */
export function usePhotoUploads(token: string, max: number, limitMessage: string) {
  const [photos, setPhotos] = useState<PhotoUpload[]>([]);
  const [limitError, setLimitError] = useState<string | null>(null);
  const uploads = useRef(new Map<string, AbortController>());
  const nextKey = useRef(0);

  const update = useCallback((key: string, change: (photo: PhotoUpload) => PhotoUpload) => {
    setPhotos((current) => current.map((photo) => (photo.key === key ? change(photo) : photo)));
  }, []);

  const upload = useCallback(
    async (key: string, file: File) => {
      const controller = new AbortController();
      uploads.current.set(key, controller);
      try {
        const uploaded = await uploadPhoto(
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
          error instanceof PhotoUploadError ? error.message : PHOTO_UPLOAD_MESSAGES.failed;
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
      const room = Math.max(0, max - counted);
      setLimitError(files.length > room ? limitMessage : null);
      const added: PhotoUpload[] = [];
      for (const file of files.slice(0, room)) {
        nextKey.current += 1;
        const key = `photo-${nextKey.current}`;
        const previewUrl = objectUrlOf(file);
        if (file.size > REVIEW_PHOTO_MAX_BYTES) {
          added.push({
            key,
            name: file.name,
            previewUrl,
            status: 'failed',
            error: PHOTO_UPLOAD_MESSAGES.tooLarge,
          });
          continue;
        }
        added.push({ key, name: file.name, previewUrl, status: 'uploading', progress: 0 });
        void upload(key, file);
      }
      setPhotos((current) => [...current, ...added]);
    },
    [photos, upload, max, limitMessage],
  );

  const remove = useCallback((key: string) => {
    uploads.current.get(key)?.abort();
    setLimitError(null);
    setPhotos((current) => {
      revoke(current.find((photo) => photo.key === key)?.previewUrl ?? null);
      return current.filter((photo) => photo.key !== key);
    });
  }, []);

  // Uploads still running when the page goes on (the form was sent) are let go.
  useEffect(() => {
    const running = uploads.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  const photoIds = photos.flatMap((photo) => (photo.status === 'uploaded' ? [photo.photoId] : []));
  const isUploading = photos.some((photo) => photo.status === 'uploading');
  const hasFailed = photos.some((photo) => photo.status === 'failed');
  return { photos, photoIds, isUploading, hasFailed, limitError, add, remove };
}

export type PhotoUploads = ReturnType<typeof usePhotoUploads>;
