import type { FastifyRequest } from 'fastify';
import { AppError } from '../../plugins/app-error.ts';
import { imageError } from './upload.ts';

// Reading an upload's multipart/form-data body (the route registers @fastify/multipart in its
// own scope): the parser's own limits become 413 or 400, never a 500.

export const NOT_MULTIPART = 'Send the image as multipart/form-data.';
const MALFORMED = 'The upload is not valid multipart form data.';

/**
 * What went wrong while reading the multipart body. The parser's own limits carry a status;
 * anything else it throws (no boundary, a truncated part, a broken header) is bad input.
 */
export function multipartError(error: unknown, tooLargeMessage: string, field: string): AppError {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return imageError(413, tooLargeMessage, field);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', NOT_MULTIPART);
  }
  return new AppError(400, 'VALIDATION_FAILED', MALFORMED);
}

/** Rethrows what the shop answers itself (an AppError, a 5xx); anything else is the body's. */
export function asUploadError(error: unknown, tooLargeMessage: string, field: string): AppError {
  if (error instanceof AppError) return error;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status >= 500) throw error;
  return multipartError(error, tooLargeMessage, field);
}

export interface UploadFormRules {
  /** The form field that carries the file. */
  fileField: string;
  /** The file's size limit: a larger file is 413 with `tooLargeMessage`. */
  maxBytes: number;
  tooLargeMessage: string;
  /** The short text fields the form may carry beside the file (each at most 1 KB). */
  textFields: readonly string[];
}

export interface UploadForm {
  /** The file's bytes; null when the form had none. */
  file: Buffer | null;
  /** The text fields named in the rules that the form carried; others are ignored. */
  fields: Partial<Record<string, string>>;
}

/**
 * A form with one file and a few text fields, in any order, read into memory (the file at most
 * `maxBytes`). A file in another field is 400; a request that is not multipart is 415.
 */
export async function readUploadForm(
  request: FastifyRequest,
  rules: UploadFormRules,
): Promise<UploadForm> {
  const { fileField, maxBytes, tooLargeMessage, textFields } = rules;
  if (!request.isMultipart()) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', NOT_MULTIPART);
  const form: UploadForm = { file: null, fields: {} };
  try {
    const parts = request.parts({
      limits: {
        fileSize: maxBytes,
        files: 1,
        fields: textFields.length,
        fieldSize: 1024,
        parts: textFields.length + 1,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== fileField) {
          throw imageError(400, `Send the image in the form field "${fileField}".`, fileField);
        }
        form.file = await part.toBuffer();
      } else if (textFields.includes(part.fieldname) && typeof part.value === 'string') {
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw asUploadError(error, tooLargeMessage, fileField);
  }
  return form;
}
