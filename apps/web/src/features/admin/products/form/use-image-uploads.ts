import { MAX_IMAGE_UPLOAD_BYTES } from '@skins/shared';
import { useRef, useState } from 'react';
import { errorMessageOf } from '#features/admin/components/error-message.ts';
import { uploadImage } from '../api/upload-image.ts';

/** One file on its way to POST /api/media, or refused (by us or by the server). */
export interface PendingUpload {
  key: number;
  fileName: string;
  status: 'uploading' | 'failed';
  message?: string;
}

const MAX_UPLOAD_MB = MAX_IMAGE_UPLOAD_BYTES / (1024 * 1024);
// What the server reads (API.md § Media); the browser's declared type only screens out the
// obvious, the server still judges the bytes.
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'];

/** Why a file is refused before it is sent, or null. */
function refusalOf(file: File): string | null {
  if (file.size > MAX_IMAGE_UPLOAD_BYTES) {
    return `${file.name} is larger than ${MAX_UPLOAD_MB} MB. Choose a smaller image.`;
  }
  if (file.type && !ACCEPTED_IMAGE_TYPES.includes(file.type)) {
    return `${file.name} is not a JPEG, PNG, WebP or AVIF image.`;
  }
  return null;
}

/**
 * Uploads chosen files one request each, all at once; each finished upload's URL goes to
 * `onUploaded` (the product's image list) in the order they finish.
 */
export function useImageUploads(onUploaded: (url: string) => void) {
  const [uploads, setUploads] = useState<PendingUpload[]>([]);
  const nextKey = useRef(0);

  const update = (key: number, change: Partial<PendingUpload> | null) =>
    setUploads((current) =>
      change === null
        ? current.filter((upload) => upload.key !== key)
        : current.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)),
    );

  async function uploadOne(key: number, file: File) {
    try {
      const result = await uploadImage(file);
      onUploaded(result.url);
      update(key, null);
    } catch (error) {
      update(key, {
        status: 'failed',
        message: errorMessageOf(error, `${file.name} could not be uploaded. Try again.`),
      });
    }
  }

  function start(files: readonly File[]) {
    const started: PendingUpload[] = [];
    for (const file of files) {
      const key = nextKey.current++;
      const refusal = refusalOf(file);
      started.push(
        refusal
          ? { key, fileName: file.name, status: 'failed', message: refusal }
          : { key, fileName: file.name, status: 'uploading' },
      );
      if (!refusal) void uploadOne(key, file);
    }
    setUploads((current) => [...current, ...started]);
  }

  return {
    uploads,
    isUploading: uploads.some((upload) => upload.status === 'uploading'),
    start,
    dismiss: (key: number) => update(key, null),
  };
}
