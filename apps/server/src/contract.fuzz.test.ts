import { describe, expect, it } from 'vitest';
import { buildFuzzShop } from './testing/fuzz/fuzz-shop.ts';
import {
  describeReport,
  type FuzzSettings,
  type KnownGap,
  runContractFuzz,
} from './testing/fuzz/run-contract-fuzz.ts';

// `npm test` runs a bounded, seeded sample; `npm run fuzz` sets FUZZ_CASES (and FUZZ_SEED) for
// the long run (README § Contract fuzzing).
const settings: FuzzSettings = {
  seed: Number(process.env.FUZZ_SEED ?? 20_261_126),
  cases: Number(process.env.FUZZ_CASES ?? 2_400),
  ...(process.env.FUZZ_ONLY ? { only: process.env.FUZZ_ONLY } : {}),
};

// TEMPORARY: answers the server rightly gives but the OpenAPI document does not yet declare
// (another branch completes the document); delete this list once it has merged. An entry matches
// one status with one error code, on the operations listed only.
const KNOWN_DOCUMENT_GAPS: KnownGap[] = [
  // bad input (a NUL in any query value, an empty or wrong body) on calls documenting no 400
  {
    status: 400,
    code: 'VALIDATION_FAILED',
    kind: 'undocumented-status',
    operations: [
      'GET /api/admin/dashboard',
      'GET /api/auth/me',
      'GET /api/categories/',
      'GET /api/health/',
      'GET /api/store/config',
      'GET /media/art/{*}',
      'GET /media/uploads/{id}/{file}',
      'POST /api/store/preview',
      'POST /api/subscription/toggle-subscription',
    ],
  },
  // the password gate on gated calls
  {
    status: 403,
    code: 'STORE_LOCKED',
    kind: 'undocumented-status',
    operations: [
      'GET /api/campaigns/search',
      'GET /api/categories/',
      'GET /api/orders/token/{token}',
      'GET /api/orders/track-order/{id}',
      'GET /api/orders/{id}',
      'GET /api/orders/{id}/credit-note.pdf',
      'GET /api/orders/{id}/invoice.pdf',
      'GET /api/products/new-arrivals',
      'GET /api/products/search',
      'GET /api/products/search/autocomplete',
      'GET /api/products/search/full',
      'GET /api/products/trending',
      'GET /api/products/{idOrSlug}',
      'POST /api/orders/lookup',
      'POST /api/payments/simulate',
      'PUT /api/orders/{id}/request-cancel',
    ],
  },
  // media that does not exist
  {
    status: 404,
    code: 'NOT_FOUND',
    kind: 'undocumented-status',
    operations: ['GET /media/art/{*}', 'GET /media/uploads/{id}/{file}'],
  },
  // a body over the webhook's limit
  {
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
    kind: 'undocumented-status',
    operations: ['POST /api/payments/webhook'],
  },
  // a body of a type the call does not parse
  {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    kind: 'undocumented-status',
    operations: [
      'DELETE /api/campaigns/{id}',
      'DELETE /api/orders/{id}',
      'DELETE /api/products/{idOrSlug}',
      'POST /api/auth/login',
      'POST /api/campaigns/',
      'POST /api/orders/',
      'POST /api/orders/lookup',
      'POST /api/orders/ship-bulk',
      'POST /api/payments/cod',
      'POST /api/payments/create-order',
      'POST /api/payments/simulate',
      'POST /api/payments/verify-payment',
      'POST /api/payments/webhook',
      'POST /api/products/',
      'POST /api/store/preview',
      'POST /api/store/unlock',
      'POST /api/subscription/subscribe',
      'POST /api/subscription/toggle-subscription',
      'POST /api/subscription/update-subscription',
      'PUT /api/campaigns/{id}',
      'PUT /api/orders/{id}/cancel',
      'PUT /api/orders/{id}/decline-cancel',
      'PUT /api/orders/{id}/deliver',
      'PUT /api/orders/{id}/payment',
      'PUT /api/orders/{id}/request-cancel',
      'PUT /api/orders/{id}/ship',
      'PUT /api/orders/{id}/status',
      'PUT /api/products/{idOrSlug}',
      'PUT /api/subscribers/{id}/unsubscribe',
    ],
  },
  // 204 documented with a JSON body; the answer rightly has none
  {
    status: 204,
    code: null,
    kind: 'content-type',
    operations: ['DELETE /api/products/{idOrSlug}', 'DELETE /api/orders/{id}'],
  },
];

const { app, credentials } = await buildFuzzShop();

describe('the API against its OpenAPI document, under generated requests', () => {
  it(
    'answers every generated request below 500, with documented statuses and shapes',
    async () => {
      const report = await runContractFuzz(app, credentials, settings, KNOWN_DOCUMENT_GAPS);
      console.info(describeReport(report, settings));
      expect(report.cases).toBeGreaterThanOrEqual(settings.cases);
      const unexpected = report.findings.filter((f) => !f.isKnownGap);
      expect(unexpected.map((f) => `${f.operation} → ${f.status} ${f.kind}: ${f.detail}`)).toEqual(
        [],
      );
    },
    Math.max(120_000, settings.cases * 50),
  );
});
