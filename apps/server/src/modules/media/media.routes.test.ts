import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';

const { app } = await buildTestApp();
const get = (url: string) => app.inject({ method: 'GET', url });

describe('GET /media/art/*', () => {
  it('serves current artwork as SVG, cached for a year as immutable', async () => {
    const response = await get('/media/art/v2/iphone/carbon-fibre/obsidian/front.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body.startsWith('<svg')).toBe(true);
  });

  it('sends a URL from before the drawings changed (v1) to the same design now', async () => {
    const response = await get('/media/art/v1/gopro/marble/arctic/angle.svg');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/media/art/v2/gopro/marble/arctic/angle.svg');
  });

  it.each([
    ['an unknown version', '/media/art/v9/iphone/carbon-fibre/obsidian/front.svg'],
    [
      'a retired version naming no design',
      '/media/art/v1/nokia-3310/carbon-fibre/obsidian/front.svg',
    ],
    ['a retired version with an extra segment', '/media/art/v1/iphone/marble/arctic/x/front.svg'],
    ['no version', '/media/art/iphone/carbon-fibre/obsidian/front.svg'],
  ])('answers 404 for %s', async (_, url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No such artwork', code: 'NOT_FOUND' });
  });
});
