import * as z from 'zod/mini';

/**
 * A route's answer that is not JSON (a CSV, a PDF, an image, a text file), for the OpenAPI
 * document: its media type and what it holds. The handler sets the same type on the reply.
 */
export function fileResponse(contentType: string, description: string) {
  return { description, content: { [contentType]: { schema: z.string() } } };
}
