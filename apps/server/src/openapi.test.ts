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

  it('documents the order lookup: its body from the shared schema, its 404 and 429', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    const document = response.json() as {
      paths: Record<
        string,
        {
          post?: {
            requestBody?: { content: Record<string, { schema: { required?: string[] } }> };
            responses: Record<string, unknown>;
          };
        }
      >;
    };
    const lookup = document.paths['/api/orders/lookup']?.post;
    const body = lookup?.requestBody?.content['application/json']?.schema;
    expect(body?.required).toEqual(expect.arrayContaining(['number', 'email']));
    expect(Object.keys(lookup?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '404', '429']),
    );
  });

  it("documents marking an order paid (admin): its body and answers, and the track view's payment", async () => {
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    const document = response.json() as {
      paths: Record<
        string,
        {
          put?: {
            summary?: string;
            requestBody?: {
              content: Record<
                string,
                { schema: { required?: string[]; properties?: Record<string, unknown> } }
              >;
            };
            responses: Record<string, unknown>;
          };
          get?: {
            responses: Record<
              string,
              { content?: Record<string, { schema: { properties?: Record<string, unknown> } }> }
            >;
          };
        }
      >;
    };
    const payment = document.paths['/api/orders/{id}/payment']?.put;
    expect(payment?.summary).toContain('(admin)');
    const body = payment?.requestBody?.content['application/json']?.schema;
    expect(body?.required).toEqual(['paymentStatus']);
    expect(Object.keys(body?.properties ?? {})).toEqual(['paymentStatus', 'method', 'reference']);
    expect(Object.keys(payment?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '404', '409']),
    );
    const track = document.paths['/api/orders/track-order/{id}']?.get;
    const view = track?.responses['200']?.content?.['application/json']?.schema;
    expect(Object.keys(view?.properties ?? {})).toEqual(
      expect.arrayContaining(['paymentStatus', 'refund', 'shipment']),
    );
  });
});
