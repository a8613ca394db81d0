import { describe, expect, it } from 'vitest';
import { buildTestApp } from './testing/build-test-app.ts';

const { app } = await buildTestApp();

describe('GET /api/openapi.json', () => {
  it('documents the catalog calls with their query parameters from the shared schemas', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as {
      paths: Record<string, { get?: { parameters?: { name: string; in: string }[] } }>;
    };
    const listing = document.paths['/api/products/']?.get ?? document.paths['/api/products']?.get;
    const names = listing?.parameters?.filter((p) => p.in === 'query').map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['page', 'limit', 'search', 'tags', 'sort']));
  });
});
