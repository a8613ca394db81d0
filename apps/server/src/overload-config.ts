import { z } from 'zod';

// When the shop answers 503 at once instead of queueing (plugins/load-shedding.ts), from the
// OVERLOAD_* settings; docs/decisions/026-load-shedding.md says why these defaults.

export interface OverloadConfig {
  /** Requests being handled at once (health excluded) past which a new one is shed; 0: no limit. */
  maxInFlightRequests: number;
  /** Mean event-loop delay over the last second past which requests are shed; 0: not checked. */
  maxEventLoopDelayMs: number;
  /** Event-loop utilisation (0–1) over the last second past which requests are shed; 0: not checked. */
  maxEventLoopUtilization: number;
  /** What a shed answer's `Retry-After` tells the client to wait. */
  retryAfterSeconds: number;
}

const wholeNumber = z
  .string()
  .regex(/^\d{1,9}$/, 'must be a whole number (0 turns the check off)')
  .transform(Number);

/** The settings' part of the environment's schema (config.ts). */
export const OVERLOAD_ENV = {
  OVERLOAD_MAX_IN_FLIGHT_REQUESTS: wholeNumber.default(128),
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: wholeNumber.default(200),
  OVERLOAD_MAX_EVENT_LOOP_UTILIZATION: z
    .string()
    .regex(
      /^(0(\.\d{1,4})?|1(\.0{1,4})?)$/,
      'must be a fraction from 0 to 1 (0 turns the check off)',
    )
    .transform(Number)
    .default(0),
  OVERLOAD_RETRY_AFTER_SECONDS: z
    .string()
    .regex(/^\d{1,4}$/, 'must be a whole number of seconds')
    .transform(Number)
    .pipe(z.number().int().min(1, 'must be at least 1 second').max(3600, 'must be at most an hour'))
    .default(2),
};

type OverloadEnv = { [K in keyof typeof OVERLOAD_ENV]: z.output<(typeof OVERLOAD_ENV)[K]> };

export function overloadConfig(env: OverloadEnv): OverloadConfig {
  return {
    maxInFlightRequests: env.OVERLOAD_MAX_IN_FLIGHT_REQUESTS,
    maxEventLoopDelayMs: env.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS,
    maxEventLoopUtilization: env.OVERLOAD_MAX_EVENT_LOOP_UTILIZATION,
    retryAfterSeconds: env.OVERLOAD_RETRY_AFTER_SECONDS,
  };
}
