import {
  AdminUserSchema,
  ErrorBodySchema,
  LoginInputSchema,
  LoginResultSchema,
  SetPasswordInputSchema,
  SetPasswordResultSchema,
} from '@skins/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../plugins/app-error.ts';
import { perMinute } from '../../plugins/rate-limit.ts';
import { isAdminRole, UNAUTHENTICATED_MESSAGE } from '../../plugins/require-admin.ts';
import { redeemAdminLink } from './admin-links.ts';
import type { AdminTokens } from './admin-tokens.ts';
import { logIn } from './auth.service.ts';

export interface AuthRoutesOptions {
  /** Signs the tokens `app.authenticateAdmin` checks. */
  tokens: AdminTokens;
  /** `config.rateLimits.login`: sign-in attempts per client IP per minute. */
  loginPerMinute: number;
}

/** API.md § Auth. Open while the store gate is on: the admin signs in here. */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { tokens, loginPerMinute },
) => {
  const { db, authenticateAdmin } = app;
  app.post(
    '/login',
    {
      config: { rateLimit: perMinute(loginPerMinute) },
      schema: {
        tags: ['auth'],
        summary: 'Sign in as an admin: a bearer token for the admin calls',
        body: LoginInputSchema,
        response: { 200: LoginResultSchema, 400: ErrorBodySchema, 429: ErrorBodySchema },
      },
    },
    async (request) => {
      try {
        const result = await logIn(db, tokens, request.body);
        request.log.info({ admin: result.user.email, role: result.user.role }, 'admin signed in');
        return result;
      } catch (error) {
        // Guessing shows in the log; the password never does (only the email tried).
        if (error instanceof AppError) {
          request.log.warn({ email: request.body.email }, 'admin sign-in refused');
        }
        throw error;
      }
    },
  );

  // The staff invite's and the password reset's one-time link (API.md § The owner's desk).
  app.post(
    '/set-password',
    {
      config: { rateLimit: perMinute(loginPerMinute) },
      schema: {
        tags: ['auth'],
        summary: 'Set the password of a one-time invite or reset link (within 72 hours, once)',
        body: SetPasswordInputSchema,
        response: { 200: SetPasswordResultSchema, 400: ErrorBodySchema, 429: ErrorBodySchema },
      },
    },
    async (request) => {
      const answer = await redeemAdminLink(db, request.body.token, request.body.password);
      request.log.info({ admin: answer.email }, 'admin password set by link');
      return answer;
    },
  );

  app.get(
    '/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'Who the bearer token belongs to; 401 without a valid one',
        security: [{ bearerAuth: [] }],
        response: { 200: AdminUserSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => {
      const identity = await authenticateAdmin(request);
      if (!identity || !isAdminRole(identity.role)) {
        throw new AppError(401, 'UNAUTHENTICATED', UNAUTHENTICATED_MESSAGE);
      }
      return { email: identity.email, name: identity.name ?? '', role: identity.role };
    },
  );
};
