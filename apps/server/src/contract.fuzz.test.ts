import { describe, expect, it } from 'vitest';
import { buildFuzzShop } from './testing/fuzz/fuzz-shop.ts';
import {
  describeReport,
  type FuzzSettings,
  runContractFuzz,
} from './testing/fuzz/run-contract-fuzz.ts';

// `npm test` runs a bounded, seeded sample; `npm run fuzz` sets FUZZ_CASES (and FUZZ_SEED) for
// the long run (README § Contract fuzzing).
const settings: FuzzSettings = {
  seed: Number(process.env.FUZZ_SEED ?? 20_261_126),
  cases: Number(process.env.FUZZ_CASES ?? 2_400),
  ...(process.env.FUZZ_ONLY ? { only: process.env.FUZZ_ONLY } : {}),
};

const { app, credentials } = await buildFuzzShop();

describe('the API against its OpenAPI document, under generated requests', () => {
  it(
    'answers every generated request below 500, with documented statuses and shapes',
    async () => {
      const report = await runContractFuzz(app, credentials, settings);
      console.info(describeReport(report, settings));
      expect(report.cases).toBeGreaterThanOrEqual(settings.cases);
      expect(
        report.findings.map((f) => `${f.operation} → ${f.status} ${f.kind}: ${f.detail}`),
      ).toEqual([]);
    },
    Math.max(120_000, settings.cases * 50),
  );
});
