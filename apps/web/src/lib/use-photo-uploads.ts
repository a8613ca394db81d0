import { PHOTO_UPLOAD_MESSAGES, REVIEW_PHOTO_MAX_BYTES } from '@skins/shared';
import { useEffect, useRef, useState } from 'react';
import { PhotoUploadError, uploadPhoto } from './upload-photo.ts';

/** Where one photo's upload is: its progress (0–1), its id for the form, or why it failed. */
type UploadState =
  | { status: 'uploading'; progress: number }
  | { status: 'uploaded'; photoId: string }
  | { status: 'failed'; error: string };

/** One chosen photo, as its tile shows it. */
export type PhotoUpload = {
  key: string;
  name: string;
  /** The file as chosen (an object URL) until the server's copy is there. */
  previewUrl: string | null;
} & UploadState;

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

  /** Moves one photo to `state`; the server's copy, once there, replaces the preview. */
  const settle = (key: string, state: UploadState, previewUrl?: string | null) =>
    setPhotos((current) =>
      current.map((photo) => {
        if (photo.key !== key) return photo;
        if (previewUrl !== undefined) revoke(photo.previewUrl);
        const { name } = photo;
        return {
          key,
          name,
          previewUrl: previewUrl === undefined ? photo.previewUrl : previewUrl,
          ...state,
        };
      }),
    );

  async function upload(key: string, file: File) {
    const controller = new AbortController();
    uploads.current.set(key, controller);
    try {
      const uploaded = await uploadPhoto(
        token,
        file,
        (progress) => settle(key, { status: 'uploading', progress }),
        controller.signal,
      );
      settle(key, { status: 'uploaded', photoId: uploaded.photoId }, uploaded.url || null);
    } catch (error) {
      if (controller.signal.aborted) return;
      const message =
        error instanceof PhotoUploadError ? error.message : PHOTO_UPLOAD_MESSAGES.failed;
      settle(key, { status: 'failed', error: message });
    } finally {
      uploads.current.delete(key);
    }
  }

  const counted = photos.filter((photo) => photo.status !== 'failed').length;

  function add(files: readonly File[]) {
    const room = Math.max(0, max - counted);
    setLimitError(files.length > room ? limitMessage : null);
    const added = files.slice(0, room).map((file): PhotoUpload => {
      nextKey.current += 1;
      const key = `photo-${nextKey.current}`;
      const chosen = { key, name: file.name, previewUrl: objectUrlOf(file) };
      if (file.size > REVIEW_PHOTO_MAX_BYTES) {
        return { ...chosen, status: 'failed', error: PHOTO_UPLOAD_MESSAGES.tooLarge };
      }
      void upload(key, file);
      return { ...chosen, status: 'uploading', progress: 0 };
    });
    setPhotos((current) => [...current, ...added]);
  }

  function remove(key: string) {
    uploads.current.get(key)?.abort();
    setLimitError(null);
    setPhotos((current) => {
      revoke(current.find((photo) => photo.key === key)?.previewUrl ?? null);
      return current.filter((photo) => photo.key !== key);
    });
  }

  // Uploads still running when the page goes on (the form was sent) are let go.
  useEffect(() => {
    const running = uploads.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  return {
    photos,
    photoIds: photos.flatMap((photo) => (photo.status === 'uploaded' ? [photo.photoId] : [])),
    isUploading: photos.some((photo) => photo.status === 'uploading'),
    hasFailed: photos.some((photo) => photo.status === 'failed'),
    /** No more may be chosen: `max` photos are uploaded or on their way. */
    isFull: counted >= max,
    limitError,
    add,
    remove,
  };
}

export type PhotoUploads = ReturnType<typeof usePhotoUploads>;
