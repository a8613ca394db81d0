import * as z from 'zod/mini';
import { apiSendForm } from '#lib/api-files.ts';

const UploadedPhotoSchema = z.object({ photoId: z.string(), url: z.string() });
export type UploadedPhoto = z.infer<typeof UploadedPhotoSchema>;

/** What the upload takes (API.md § Reviews: JPEG, PNG, WebP or HEIC, at most 8 MB). */
export const RETURN_PHOTO_TYPES = 'image/jpeg,image/png,image/webp,image/heic,image/heif';

/**
 * POST /api/reviews/photos with the order's token in the `token` field (API.md § Returns): the
 * review photos' pipeline (re-encoded, metadata stripped). 413 too large, 415 not an image.
 */
export function uploadReturnPhoto(token: string, file: File): Promise<UploadedPhoto> {
  const form = new FormData();
  form.append('token', token);
  form.append('file', file);
  return apiSendForm('/reviews/photos', UploadedPhotoSchema, form);
}
