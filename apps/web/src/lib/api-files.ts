// Uploads and downloads, apart from the JSON client: only the admin's lazy pages use them, so
// they stay out of the storefront's first load.
import type * as z from 'zod/mini';
import {
  type ApiClient,
  asClientError,
  createApiClient,
  type RequestOptions,
  readAnswer,
} from './api-client.ts';

/** A file the server answered (a CSV export), with the name its `Content-Disposition` gives. */
export interface DownloadedFile {
  blob: Blob;
  filename: string | null;
}

export function createFileApi(client: ApiClient) {
  return {
    /** POST a multipart form (a file upload); the browser sets the boundary itself. */
    async sendForm<S extends z.ZodMiniType>(
      path: string,
      schema: S,
      form: FormData,
      init: RequestOptions = {},
    ): Promise<z.output<S>> {
      const response = await client.exchange(path, { ...init, method: 'POST', body: form });
      return readAnswer(response, schema, init.signal);
    },
    /** GET a file (a CSV export) with the admin's token, which a plain link cannot send. */
    async getFile(path: string, init: RequestOptions = {}): Promise<DownloadedFile> {
      const response = await client.exchange(path, {
        ...init,
        method: 'GET',
        headers: { Accept: '*/*', ...init.headers },
      });
      try {
        return { blob: await response.blob(), filename: filenameOf(response) };
      } catch (error) {
        throw asClientError(error, init.signal);
      }
    },
  };
}

const defaultFileApi = createFileApi(createApiClient());

/** POST `/api{path}` with a multipart form. Rejects with `ApiError`. */
export const apiSendForm = defaultFileApi.sendForm;
/** GET `/api{path}` as a file. Rejects with `ApiError`. */
export const apiGetFile = defaultFileApi.getFile;

// `attachment; filename="orders-2026-11-23.csv"`: the plain quoted form our server sends.
function filenameOf(response: Response): string | null {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? null;
}
