import { type MediaUploadResult, MediaUploadResultSchema } from '@skins/shared';
import { apiSendForm } from '#lib/api-files.ts';

/**
 * POST /api/media (API.md § Media): one image in the multipart field `image`. Several may run at
 * once, each with its own progress, so the image editor calls this directly, not via one mutation.
 */
export function uploadImage(file: File): Promise<MediaUploadResult> {
  const form = new FormData();
  form.append('image', file);
  return apiSendForm('/media', MediaUploadResultSchema, form);
}
