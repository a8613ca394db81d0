import { describe, expect, it } from 'vitest';
import { ariaCurrent, isCurrentPath } from './nav-current.ts';

describe('isCurrentPath', () => {
  it.each([
    ['/about', '/about', true, true],
    ['/About/', '/about', true, true],
    ['/about/team', '/about', true, false],
    ['/category/mobile-skins/iphone', '/category/mobile-skins', false, true],
    ['/category/mobile-skins-extra', '/category/mobile-skins', false, false],
    ['/about', '/', false, false],
    ['/', '/', true, true],
  ])('%s against %s (end %s): %s', (pathname, to, end, expected) => {
    expect(isCurrentPath(pathname, to, end)).toBe(expected);
  });

  it('marks the current link for assistive technology', () => {
    expect(ariaCurrent('/faq', '/faq')).toBe('page');
    expect(ariaCurrent('/faq', '/about')).toBeUndefined();
  });
});
