import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { isGatedRoute } from './modules/store/index.ts';
import {
  BEARER_AUTH,
  ERROR_BODY_REF,
  isRateLimited,
  STORE_UNLOCK,
  takesBody,
} from './plugins/openapi-operations.ts';
import { buildTestApp } from './testing/build-test-app.ts';
import { FakeWhatsApp } from './testing/fake-whatsapp.ts';
import {
  declaredOperations,
  documentedOperations,
  fetchOpenApiDocument,
} from './testing/openapi-document.ts';

// Every route the app declares, walked against the document it serves: the same operations,
// and for each what the app's hooks add to it (docs/decisions/023-openapi-document.md). The app
// is built with everything a configuration can switch on: the gate, cash on delivery, the
// simulated gateway, WhatsApp (Meta's webhook) and a built storefront, so no route is missing
// from the walk.

/** Declared on purpose and left out of the document, each with its reason. */
const EXCLUDED: { pattern: RegExp; reason: string }[] = [
  {
    pattern: /^(GET|HEAD) \/api\/docs(\/|$)/,
    reason:
      'the documentation viewer (@fastify/swagger-ui): its HTML, scripts and this document again as /json and /yaml',
  },
  {
    pattern: /^GET \/(product\/|category\/|$)/,
    reason: 'storefront HTML pages for browsers and crawlers (modules/seo), not an API',
  },
  {
    pattern: /^POST \/(track-order|unlock|subscribe|review\/\{token\})$/,
    reason:
      'storefront forms sent without JavaScript, answered with a redirect to a page or the page itself (modules/seo/storefront-forms.routes.ts), not an API',
  },
  {
    pattern: /^(GET|HEAD|POST) \/review-requests\/opt-out$/,
    reason:
      'the review request mail’s opt-out link: a page, and its button’s form post (modules/reviews/review-opt-out.routes.ts), not an API',
  },
  {
    pattern: /^(GET|HEAD|POST) \/cart-reminders\/stop$/,
    reason:
      'the cart reminder mail’s stop link: a page, and its button’s form post (modules/cart-reminders/cart-reminders.routes.ts), not an API',
  },
  {
    pattern: /^(GET|HEAD|POST) \/messages\/stop$/,
    reason:
      'the order confirmation mail’s link that stops WhatsApp and SMS updates: a page, and its button’s form post (modules/messages/message-stop.routes.ts), not an API',
  },
  {
    pattern: /^(GET|HEAD) \/\{\*\}$/,
    reason: "the built storefront's static files (plugins/spa.ts)",
  },
];

/** Error answers richer than ErrorBody (it plus fields of their own), by the contract. */
const RICHER_ERRORS = [
  'POST /api/payments/verify-payment 400', // `success: false` (API.md § Payments)
  'POST /api/subscription/subscribe 409', // `status: 'exists'` and the coupon code
];

/** Open, and answers 401 without a token by contract: who the token belongs to. */
const WHO_AM_I = 'GET /api/auth/me';

const webDist = await mkdtemp(path.join(tmpdir(), 'skins-openapi-web-'));
await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Skins</title>');
afterAll(() => rm(webDist, { recursive: true, force: true }));
const whatsapp = await FakeWhatsApp.start();
afterAll(() => whatsapp.close());

const declaredRoutes: RouteOptions[] = [];
const { app } = await buildTestApp(
  { STORE_PASSWORD: 'open sesame', COD_ENABLED: 'true', WEB_DIST_DIR: webDist, ...whatsapp.env() },
  { onRoute: (route) => void declaredRoutes.push(route) },
);
const document = await fetchOpenApiDocument(app);

const exclusionOf = (name: string) => EXCLUDED.find(({ pattern }) => pattern.test(name));
const declared = declaredOperations(declaredRoutes);
const documented = documentedOperations(document);
const operationOf = (name: string) => documented.find((entry) => entry.name === name)?.operation;
const kept = declared
  .filter((entry) => !exclusionOf(entry.name))
  .map((entry) => ({ ...entry, operation: operationOf(entry.name) }));

const admin = kept.filter(({ route }) => route.config?.adminOnly === true);
const gated = kept.filter(({ route }) => isGatedRoute(route));
const limited = kept.filter(({ route }) => isRateLimited(route));
const withBody = kept.filter(({ route }) => takesBody(route));
const shed = kept.filter(({ route }) => route.config?.isExemptFromShedding !== true);
const statusesOf = (operation: { responses: Record<string, unknown> } | undefined) =>
  Object.keys(operation?.responses ?? {});

describe('the OpenAPI document against the declared routes', () => {
  it('walks a full route table (this test cannot pass on an empty one)', () => {
    const names = kept.map((entry) => entry.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /api/health/',
        'GET /api/openapi.json',
        'POST /api/payments/cod',
        'POST /api/payments/simulate',
        'GET /api/notifications/whatsapp/webhook',
        'POST /api/notifications/whatsapp/webhook',
        'GET /media/art/{*}',
        'GET /media/uploads/{id}/{file}',
        'GET /robots.txt',
        'GET /sitemap.xml',
      ]),
    );
    expect(admin.length).toBeGreaterThanOrEqual(28);
    expect(gated.length).toBeGreaterThanOrEqual(20);
    expect(limited.length).toBeGreaterThanOrEqual(7);
  });

  it.each(kept)('$name is in the document with its method and path', ({ name, operation }) => {
    expect(operation, `${name} is declared but not documented`).toBeDefined();
  });

  it('documents nothing the server does not declare', () => {
    const declaredNames = new Set(declared.map((entry) => entry.name));
    const extra = documented.map(({ name }) => name).filter((name) => !declaredNames.has(name));
    expect(extra).toEqual([]);
  });

  it.each(EXCLUDED)('excludes $pattern only while a route needs it: $reason', ({ pattern }) => {
    const excluded = declared.filter((entry) => pattern.test(entry.name));
    expect(excluded.length).toBeGreaterThan(0);
    for (const { name } of excluded) expect(operationOf(name), name).toBeUndefined();
  });

  it.each(admin)('$name (admin) needs the bearer token and documents 401 and 403', (entry) => {
    expect(entry.operation?.security).toEqual([{ [BEARER_AUTH]: [] }]);
    expect(statusesOf(entry.operation)).toEqual(expect.arrayContaining(['401', '403']));
  });

  it.each(gated)('$name (gated) documents the gate’s 403 and the unlock cookie', (entry) => {
    expect(entry.operation?.security).toEqual([{ [STORE_UNLOCK]: [] }, { [BEARER_AUTH]: [] }]);
    expect(entry.operation?.responses['403']?.description).toContain('STORE_LOCKED');
  });

  it('marks no open route with a security requirement but the one that reads the token', () => {
    const open = kept.filter((entry) => !admin.includes(entry) && !gated.includes(entry));
    expect(open.map((entry) => entry.name)).toContain('POST /api/store/unlock');
    for (const entry of open) {
      const expected = entry.name === WHO_AM_I ? [{ [BEARER_AUTH]: [] }] : undefined;
      expect(entry.operation?.security, entry.name).toEqual(expected);
    }
  });

  it.each(limited)('$name (rate-limited) documents 429 with Retry-After', (entry) => {
    const tooMany = entry.operation?.responses['429'];
    expect(tooMany?.headers).toHaveProperty('retry-after');
  });

  it.each(shed)('$name (may be shed) documents 503 OVERLOADED with Retry-After', (entry) => {
    const busy = entry.operation?.responses['503'] as
      | { headers?: Record<string, unknown>; description?: string }
      | undefined;
    expect(busy?.headers).toHaveProperty('retry-after');
    expect(busy?.description).toContain('OVERLOADED');
  });

  it('keeps the health and readiness checks and the steps that record money out of load shedding, in the server and in the document', () => {
    const probes = ['GET /api/health/', 'GET /api/ready/'];
    const moneySteps = [
      'POST /api/payments/cod',
      'POST /api/payments/verify-payment',
      'POST /api/payments/webhook',
    ];
    expect(kept.filter((entry) => !shed.includes(entry)).map(({ name }) => name)).toEqual([
      ...probes,
      ...moneySteps,
    ]);
    for (const route of [...probes, ...moneySteps]) {
      const busy = operationOf(route)?.responses['503'] as { description?: string } | undefined;
      expect(busy?.description ?? '', route).not.toContain('OVERLOADED');
    }
  });

  it.each(withBody)('$name (takes a body) documents 400, 413 and 415', (entry) => {
    expect(statusesOf(entry.operation)).toEqual(expect.arrayContaining(['400', '413', '415']));
  });

  it.each([
    ['POST /api/payments/webhook', 'x-razorpay-signature'],
    ['POST /api/notifications/whatsapp/webhook', 'x-hub-signature-256'],
  ])('documents %s, which reads its body itself: raw JSON, signed in %s', (name, header) => {
    const webhook = operationOf(name) as {
      requestBody?: { content: Record<string, unknown> };
      parameters?: { name: string; in: string; required: boolean }[];
    };
    expect(Object.keys(webhook.requestBody?.content ?? {})).toEqual(['application/json']);
    expect(webhook.parameters).toContainEqual(
      expect.objectContaining({ name: header, in: 'header', required: true }),
    );
  });

  it('documents the upload, which reads its multipart body itself', () => {
    const upload = operationOf('POST /api/media/') as { requestBody?: { content: object } };
    expect(upload.requestBody?.content).toEqual({
      'multipart/form-data': {
        schema: {
          type: 'object',
          properties: { image: { type: 'string', format: 'binary' } },
          required: ['image'],
        },
      },
    });
  });

  it('documents every 204 without content', () => {
    const noContent = documented.filter(({ operation }) => operation.responses['204']);
    expect(noContent.map(({ name }) => name)).toEqual(
      expect.arrayContaining(['DELETE /api/orders/{id}', 'DELETE /api/products/{idOrSlug}']),
    );
    for (const { name, operation } of noContent) {
      expect(operation.responses['204']?.content, name).toBeUndefined();
    }
  });

  it('answers every error with the one ErrorBody schema, or a documented superset of it', () => {
    const errors = documented.flatMap(({ name, operation }) =>
      Object.entries(operation.responses)
        .filter(([status]) => Number(status) >= 400)
        .map(([status, response]) => ({ name: `${name} ${status}`, response })),
    );
    expect(errors.length).toBeGreaterThan(100);
    for (const { name, response } of errors) {
      const schema = response.content?.['application/json']?.schema;
      if (RICHER_ERRORS.includes(name)) {
        expect(schema?.required, name).toEqual(expect.arrayContaining(['message', 'code']));
      } else {
        expect(schema, name).toEqual({ $ref: ERROR_BODY_REF });
      }
    }
  });

  it('describes ErrorBody as the error handler sends it: message, code, optional details', () => {
    expect(document.components.schemas.ErrorBody).toEqual({
      type: 'object',
      properties: {
        message: { type: 'string' },
        code: { type: 'string' },
        details: { type: 'object', additionalProperties: {} },
      },
      required: ['message', 'code'],
      additionalProperties: false,
    });
  });
});
