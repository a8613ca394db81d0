import multipart from '@fastify/multipart';
import {
  ErrorBodySchema,
  PHOTO_UPLOAD_MESSAGES,
  REVIEW_PHOTO_MAX_BYTES,
  ReviewPhotoUploadResultSchema,
} from '@skins/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DocumentedInput } from '../../plugins/openapi-operations.ts';
import { perMinute } from '../../plugins/rate-limit.ts';
import { type HeicDecoder, type MediaStorage, readUploadForm } from '../media/index.ts';
import { PHOTO_FIELD, uploadPhoto } from './review-photos.ts';

export interface ReviewPhotoRoutesOptions {
  secret: string;
  storage: MediaStorage;
  /** The app's HEIC decoding threads. */
  heic: HeicDecoder;
  /** `config.rateLimits.reviewPhoto`: uploads per client IP per minute. */
  perMinute: number;
}

const ORDER_TOKEN_HEADER = 'x-order-token';

// Read by @fastify/multipart, so documented here rather than validated by a body schema.
const UPLOAD_INPUT: DocumentedInput = {
  contentType: 'multipart/form-data',
  body: {
    type: 'object',
    properties: {
      token: { type: 'string', description: 'The review link’s token, or the order’s token' },
      orderId: { type: 'string', description: 'Optional with an order token: its order' },
      [PHOTO_FIELD]: { type: 'string', format: 'binary' },
    },
    required: [PHOTO_FIELD],
  },
};

/**
 * POST /api/reviews/photos: one photo for a review (with its link's token) or a return (with the
 * order's token, in the form or in `X-Order-Token`).
 */
export const reviewPhotoRoutes: FastifyPluginAsyncZod<ReviewPhotoRoutesOptions> = async (
  app,
  { secret, storage, heic, perMinute: uploadsPerMinute },
) => {
  // Registered here, not on the root: only this route (and the product images') takes
  // multipart bodies.
  await app.register(multipart);

  app.post(
    '/photos',
    {
      bodyLimit: REVIEW_PHOTO_MAX_BYTES,
      config: { rateLimit: perMinute(uploadsPerMinute), documentedInput: UPLOAD_INPUT },
      schema: {
        tags: ['reviews'],
        summary:
          'Upload a review or return photo: multipart field "file", JPEG, PNG, WebP or HEIC, at most 8 MB, with the review link’s or the order’s token',
        response: {
          201: ReviewPhotoUploadResultSchema,
          400: ErrorBodySchema,
          404: ErrorBodySchema,
          413: ErrorBodySchema,
          415: ErrorBodySchema,
          429: ErrorBodySchema,
          503: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { file, fields } = await readUploadForm(request, {
        fileField: PHOTO_FIELD,
        maxBytes: REVIEW_PHOTO_MAX_BYTES,
        tooLargeMessage: PHOTO_UPLOAD_MESSAGES.tooLarge,
        textFields: ['token', 'orderId'],
      });
      const header = request.headers[ORDER_TOKEN_HEADER];
      const token = fields.token ?? (typeof header === 'string' ? header : undefined);
      const photo = await uploadPhoto(
        { db: app.db, secret, storage, heic, log: request.log },
        { file, token, orderId: fields.orderId },
      );
      return reply.status(201).send(photo);
    },
  );
};
