import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig: load shedding (OVERLOAD_*)', () => {
  it('sheds past 128 requests in flight or 200 ms of event-loop delay by default', () => {
    expect(loadConfig({}).overload).toEqual({
      maxInFlightRequests: 128,
      maxEventLoopDelayMs: 200,
      maxEventLoopUtilization: 0,
      retryAfterSeconds: 2,
    });
  });

  it('takes each setting, 0 turning a check off', () => {
    expect(
      loadConfig({
        OVERLOAD_MAX_IN_FLIGHT_REQUESTS: '0',
        OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
        OVERLOAD_MAX_EVENT_LOOP_UTILIZATION: '0.95',
        OVERLOAD_RETRY_AFTER_SECONDS: '5',
      }).overload,
    ).toEqual({
      maxInFlightRequests: 0,
      maxEventLoopDelayMs: 0,
      maxEventLoopUtilization: 0.95,
      retryAfterSeconds: 5,
    });
    expect(loadConfig({ OVERLOAD_MAX_EVENT_LOOP_UTILIZATION: '1' }).overload).toMatchObject({
      maxEventLoopUtilization: 1,
    });
  });

  it.each([
    ['OVERLOAD_MAX_IN_FLIGHT_REQUESTS', '-1'],
    ['OVERLOAD_MAX_IN_FLIGHT_REQUESTS', '12.5'],
    ['OVERLOAD_MAX_EVENT_LOOP_DELAY_MS', 'fast'],
    ['OVERLOAD_MAX_EVENT_LOOP_UTILIZATION', '1.5'],
    ['OVERLOAD_MAX_EVENT_LOOP_UTILIZATION', '95%'],
    ['OVERLOAD_RETRY_AFTER_SECONDS', '0'],
    ['OVERLOAD_RETRY_AFTER_SECONDS', '7200'],
  ])('refuses %s=%s, naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}: `));
  });
});
