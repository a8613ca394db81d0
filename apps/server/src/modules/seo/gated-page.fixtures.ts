import type { FastifyInstance } from 'fastify';
import { UNLOCK_COOKIE_NAME } from '../store/index.ts';

/** The unlock cookie a visitor gets for typing the store password (for the pages' tests). */
export async function unlockCookieOf(app: FastifyInstance, password: string): Promise<string> {
  const unlock = await app.inject({
    method: 'POST',
    url: '/api/store/unlock',
    payload: { password },
  });
  return unlock.cookies.find((c) => c.name === UNLOCK_COOKIE_NAME)?.value ?? '';
}

/** A storefront page as a visitor asks for it, with their unlock cookie when they have one. */
export function getPage(app: FastifyInstance, url: string, cookie?: string) {
  return app.inject({
    method: 'GET',
    url,
    ...(cookie ? { cookies: { [UNLOCK_COOKIE_NAME]: cookie } } : {}),
  });
}
