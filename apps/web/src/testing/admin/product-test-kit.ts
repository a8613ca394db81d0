import type { MediaUploadResult } from '@skins/shared';
import { fireEvent, screen } from '@testing-library/react';

/** A product image URL the write schema accepts, as POST /api/media answers it. */
export function uploadedImageUrl(n: number): string {
  return `/media/uploads/00000000-0000-4000-8000-${String(n).padStart(12, '0')}/1280.webp`;
}

export function uploadResult(n: number): MediaUploadResult {
  const url = uploadedImageUrl(n);
  return {
    url,
    urls: {
      '320': url.replace('1280', '320'),
      '640': url.replace('1280', '640'),
      '1280': url,
    },
    width: 1280,
    height: 960,
  };
}

export function imageFile(name = 'front.jpg', sizeInBytes = 2048): File {
  const file = new File([new Uint8Array(16)], name, { type: 'image/jpeg' });
  // The bytes never matter here, only the size the page checks before sending.
  Object.defineProperty(file, 'size', { value: sizeInBytes });
  return file;
}

export function chooseFiles(...files: File[]) {
  fireEvent.change(screen.getByLabelText('Upload images'), { target: { files } });
}

export function typeInto(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/** The messages tied to a control through `aria-describedby` (its error, and any hint). */
export function descriptionOf(label: string): string {
  const control = screen.getByLabelText(label);
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

/**
 * The first wait of a test mounts the admin's lazy route modules, which can take seconds on a
 * busy machine; later waits use the usual second.
 */
export const FIRST_RENDER = { timeout: 5000 } as const;

/** A JSON answer whose body arrives only on `release()`: the page's waiting state can be seen. */
export function heldJsonResponse(body: unknown, status: number) {
  let release = () => {};
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      release = () => {
        controller.enqueue(new TextEncoder().encode(JSON.stringify(body)));
        controller.close();
      };
    },
  });
  const response = new Response(stream, {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
  return { response, release: () => release() };
}
