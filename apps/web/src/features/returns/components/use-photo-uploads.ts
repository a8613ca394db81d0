import { useRef, useState } from 'react';
import { isApiError } from '#lib/api-client.ts';
import { uploadReturnPhoto } from '../api/upload-return-photo.ts';

export type PhotoUpload =
  | { key: number; name: string; status: 'uploading' }
  | { key: number; name: string; status: 'done'; photoId: string; url: string }
  | { key: number; name: string; status: 'failed'; message: string };

export const PHOTO_MESSAGES = {
  tooLarge: 'This photo is over 8 MB. Choose a smaller one.',
  notAnImage: 'This file is not a photo we can read. Choose a JPEG, PNG, WebP or HEIC image.',
  failed: 'This photo did not upload. Remove it and try again.',
} as const;

function uploadFailure(error: unknown): string {
  if (isApiError(error) && error.status === 413) return PHOTO_MESSAGES.tooLarge;
  if (isApiError(error) && error.status === 415) return PHOTO_MESSAGES.notAnImage;
  return PHOTO_MESSAGES.failed;
}

/**
 * Photos uploaded the moment they are chosen (each on its own, with the order's token), so the
 * request sends only their ids. At most `max`; files past it are not uploaded.
 */
export function usePhotoUploads(token: string, max: number) {
  const [photos, setPhotos] = useState<PhotoUpload[]>([]);
  const nextKey = useRef(0);

  function add(files: readonly File[]) {
    const room = Math.max(0, max - photos.length);
    for (const file of files.slice(0, room)) {
      const key = nextKey.current++;
      setPhotos((current) => [...current, { key, name: file.name, status: 'uploading' }]);
      const settle = (photo: PhotoUpload) =>
        setPhotos((current) => current.map((entry) => (entry.key === key ? photo : entry)));
      uploadReturnPhoto(token, file).then(
        ({ photoId, url }) => settle({ key, name: file.name, status: 'done', photoId, url }),
        (error: unknown) =>
          settle({ key, name: file.name, status: 'failed', message: uploadFailure(error) }),
      );
    }
  }

  return {
    photos,
    add,
    remove: (key: number) => setPhotos((current) => current.filter((photo) => photo.key !== key)),
    clear: () => setPhotos([]),
    photoIds: photos.flatMap((photo) => (photo.status === 'done' ? [photo.photoId] : [])),
    isUploading: photos.some((photo) => photo.status === 'uploading'),
    hasFailed: photos.some((photo) => photo.status === 'failed'),
  };
}

export type PhotoUploads = ReturnType<typeof usePhotoUploads>;
