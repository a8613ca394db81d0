import * as z from 'zod/mini';

/**
 * A route's answer that is not JSON (a CSV, a PDF, an image, a text file), for the OpenAPI
 * document: its media types and what it holds. The handler sets one of them on the reply.
 */
export function fileResponse(contentTypes: string | readonly string[], description: string) {
  const content = [contentTypes].flat().map((type) => [type, { schema: z.string() }]);
  return { description, content: Object.fromEntries(content) };
}
