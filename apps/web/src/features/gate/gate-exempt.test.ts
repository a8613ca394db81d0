import { describe, expect, it } from 'vitest';
import { isGateExemptPath } from './gate-exempt.ts';

describe('pages open behind the gate', () => {
  it.each(['/unsubscribe', '/Unsubscribe', '/unsubscribe/'])('include %s', (path) => {
    expect(isGateExemptPath(path)).toBe(true);
  });

  it.each(['/', '/about', '/unsubscribe/more', '/unsubscribed'])('exclude %s', (path) => {
    expect(isGateExemptPath(path)).toBe(false);
  });
});
