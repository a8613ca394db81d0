import { STORAGE_KEYS } from '@skins/shared';
import { jsonResponse } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { type ApiCall, stubApiCalls } from '../../../testing/stub-api-calls.ts';

export const TEST_ADMIN = { email: 'owner@skins.test', role: 'admin' } as const;

/**
 * Mounts the real app at an /admin `path` as a signed-in admin: a token in storage and
 * `/auth/me` answering `TEST_ADMIN`. Every other call goes to `answer` (404 when it returns
 * nothing), so a test states exactly what the server says.
 */
export function renderAdmin(path: string, answer: (call: ApiCall) => Response | undefined) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'test-admin-token');
  const api = stubApiCalls((call) => {
    if (call.path === '/auth/me') return jsonResponse(TEST_ADMIN);
    return (
      answer(call) ??
      jsonResponse({ message: `No stub for ${call.method} ${call.path}`, code: 'NOT_FOUND' }, 404)
    );
  });
  return { ...renderApp(path), api };
}
