import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing/build-test-app.ts';

const { app } = await buildTestApp();

describe('the API docs page', () => {
  it('is served with a CSP that keeps plain-http assets on http (no upgrade-insecure-requests)', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');

    const asset = await app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui.css' });
    expect(asset.statusCode).toBe(200);
    expect(String(asset.headers['content-security-policy'])).not.toContain(
      'upgrade-insecure-requests',
    );
  });
});
