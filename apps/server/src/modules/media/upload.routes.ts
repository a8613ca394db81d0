import { createHash } from 'node:crypto';
import multipart, { type MultipartFile } from '@fastify/multipart';
import {
  type ErrorBody,
  ErrorBodySchema,
  MAX_IMAGE_UPLOAD_BYTES,
  MediaUploadResultSchema,
} from '@skins/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { fileResponse } from '../../http/file-response.ts';
import { adminRoutes } from '../../plugins/admin-scope.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { DocumentedInput } from '../../plugins/openapi-operations.ts';
import { auditAdminAction } from '../../plugins/require-admin.ts';
import { createAvifBackfill } from './avif-backfill.ts';
import type { MediaStorage } from './storage/media-storage.ts';
import { imageError, storageUnavailable, storeUploadedImage, UPLOAD_MESSAGES } from './upload.ts';
import { nameOf, UPLOAD_ENCODINGS, type UploadedFile, uploadedFile } from './upload-files.ts';
import { asUploadError, NOT_MULTIPART } from './upload-form.ts';

export interface MediaUploadRoutesOptions {
  /** Where uploads are stored and served from: DATA_DIR/media/uploads or a bucket. */
  storage: MediaStorage;
}

/** An upload's file never changes under its URL (decisions 011 and 038). */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The form field that carries the file. */
const IMAGE_FIELD = 'image';

// Read by @fastify/multipart, so documented here rather than validated by a body schema.
const UPLOAD_INPUT: DocumentedInput = {
  contentType: 'multipart/form-data',
  body: {
    type: 'object',
    properties: { [IMAGE_FIELD]: { type: 'string', format: 'binary' } },
    required: [IMAGE_FIELD],
  },
};
const WRONG_FIELD = `Send the image in the form field "${IMAGE_FIELD}".`;

/** The one file of the request, read into memory (at most MAX_IMAGE_UPLOAD_BYTES). */
async function readImagePart(file: () => Promise<MultipartFile | undefined>): Promise<Buffer> {
  try {
    const part = await file();
    if (!part) throw imageError(400, UPLOAD_MESSAGES.missing);
    if (part.fieldname !== IMAGE_FIELD) throw imageError(400, WRONG_FIELD);
    return await part.toBuffer();
  } catch (error) {
    throw asUploadError(error, UPLOAD_MESSAGES.tooLarge, IMAGE_FIELD);
  }
}

/** POST /api/media (admin): one product image in, WebP and AVIF at several widths out. */
export const mediaUploadRoutes = adminRoutes<MediaUploadRoutesOptions>(async (app, { storage }) => {
  // Registered here, not on the root: only this route takes multipart bodies.
  await app.register(multipart);

  app.post(
    '/',
    {
      // The multipart parser enforces the image's size itself (below); this states it for the
      // OpenAPI document's 413, as Fastify does not read a multipart body against bodyLimit.
      bodyLimit: MAX_IMAGE_UPLOAD_BYTES,
      config: { documentedInput: UPLOAD_INPUT },
      schema: {
        tags: ['media'],
        summary: `Upload a product image (admin): multipart field "${IMAGE_FIELD}", JPEG, PNG, WebP or AVIF, at most ${MAX_IMAGE_UPLOAD_BYTES / (1024 * 1024)} MB`,
        response: {
          201: MediaUploadResultSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          413: ErrorBodySchema,
          415: ErrorBodySchema,
          503: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', NOT_MULTIPART);
      const bytes = await readImagePart(() =>
        request.file({
          // Only the image; a form that sends more is not this client.
          limits: {
            fileSize: MAX_IMAGE_UPLOAD_BYTES,
            files: 1,
            fields: 4,
            fieldSize: 1024,
            parts: 5,
          },
        }),
      );
      const { id: _id, ...result } = await storeUploadedImage(bytes, storage, request.log);
      auditAdminAction(request, 'media.upload', { url: result.url });
      return reply.status(201).send(result);
    },
  );
});

/**
 * GET /media/uploads/{id}/{width}.{webp|avif}, from whichever storage holds the uploads, so every
 * instance serves every upload; an upload never changes under its URL.
 */
export const uploadedImageRoutes: FastifyPluginAsyncZod<MediaUploadRoutesOptions> = async (
  app,
  { storage },
) => {
  const backfillAvif = createAvifBackfill(storage);
  const readUploaded = async (file: UploadedFile, log: FastifyBaseLogger) => {
    const stored = await storage.getFile(file.id, nameOf(file)).catch((error: unknown) => {
      throw storageUnavailable(error);
    });
    // An encode that fails is the shop's fault (500), not the storage's.
    return stored ?? (file.format === 'avif' ? await backfillAvif(file, log) : null);
  };

  app.get(
    '/uploads/:id/:file',
    {
      schema: {
        tags: ['media'],
        summary: 'An uploaded product image (WebP or AVIF)',
        params: z.object({
          id: z.string().check(z.maxLength(100)),
          file: z.string().check(z.maxLength(100)),
        }),
        response: {
          200: fileResponse(
            Object.values(UPLOAD_ENCODINGS).map((encoding) => encoding.contentType),
            'The image, cached for a year; `ETag` is a digest of its bytes',
          ),
          // If-None-Match named the ETag: the copy the client holds is the image.
          304: z.null(),
          404: ErrorBodySchema,
          503: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const file = uploadedFile(request.params.id, request.params.file);
      const image = file ? await readUploaded(file, request.log) : null;
      if (!file || !image) {
        return reply
          .status(404)
          .send({ message: 'No such image', code: 'NOT_FOUND' } satisfies ErrorBody);
      }
      // The same bytes give the same tag on every instance and storage.
      const etag = `"${createHash('sha1').update(image).digest('base64url')}"`;
      reply.header('cache-control', IMMUTABLE).header('etag', etag);
      if (request.headers['if-none-match']?.split(/\s*,\s*/).includes(etag)) {
        return reply.status(304).send(null);
      }
      return (
        reply
          .type(UPLOAD_ENCODINGS[file.format].contentType)
          // The schema documents the file for OpenAPI; the serializer passes a Buffer through.
          .send(image as unknown as string)
      );
    },
  );
};
