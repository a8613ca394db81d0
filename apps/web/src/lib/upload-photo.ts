import { PHOTO_UPLOAD_MESSAGES } from '@skins/shared';

/** POST /api/reviews/photos's answer (API.md): the photo's id for the review, and its URL. */
export interface UploadedPhoto {
  photoId: string;
  url: string;
}

/** A photo the server refused or that never arrived: `message` is what the shopper reads. */
export class PhotoUploadError extends Error {}

/** The refusal's words: ours for the size and the type, the server's for any other 4xx. */
function refusalOf(status: number, body: unknown): string {
  if (status === 413) return PHOTO_UPLOAD_MESSAGES.tooLarge;
  if (status === 415) return PHOTO_UPLOAD_MESSAGES.unsupported;
  const message = (body as { message?: unknown } | null)?.message;
  if (status >= 400 && status < 500 && typeof message === 'string') return message;
  return PHOTO_UPLOAD_MESSAGES.failed;
}

/**
 * Uploads one photo to POST /api/reviews/photos (multipart: `token`, then `file`) with a review
 * link's token or an order's (a return's photo, API.md § Returns). An XMLHttpRequest, not
 * `fetch`: only it reports the upload's progress, which a phone on a slow network needs to see;
 * and no zod, so the review page's island stays small. `onProgress` gets 0–1. Rejects with
 * `PhotoUploadError`.
 */
export function uploadPhoto(
  token: string,
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadedPhoto> {
  const form = new FormData();
  form.append('token', token);
  form.append('file', file);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/reviews/photos');
    request.setRequestHeader('Accept', 'application/json');
    // The answer parsed, or null when it is no JSON (a proxy's error page).
    request.responseType = 'json';
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      const body: unknown = request.response;
      const photo = body as Partial<UploadedPhoto> | null;
      if (request.status === 201 && typeof photo?.photoId === 'string') {
        resolve({ photoId: photo.photoId, url: String(photo.url ?? '') });
      } else {
        reject(new PhotoUploadError(refusalOf(request.status, body)));
      }
    });
    request.addEventListener('error', () =>
      reject(new PhotoUploadError(PHOTO_UPLOAD_MESSAGES.failed)),
    );
    request.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}
