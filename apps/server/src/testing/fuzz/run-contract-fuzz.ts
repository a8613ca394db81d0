import fc from 'fast-check';
import type { App } from '../../app.ts';
import { type Operation, operationsOf } from './json-schema.ts';
import { type FuzzCredentials, type FuzzRequest, requestFor } from './request-arbitrary.ts';
import { answerOf, ResponseChecker, type Violation } from './response-check.ts';

export interface FuzzSettings {
  seed: number;
  /** Cases over the whole document, shared evenly by its operations. */
  cases: number;
  /** Only operations whose `METHOD /path` contains this (to reproduce one). */
  only?: string;
}

export interface Finding extends Violation {
  operation: string;
  status: number;
  /** The error's `code`, for a 4xx. */
  code: string | null;
  count: number;
  /** The first request that showed it, and where to find it again. */
  example: FuzzRequest;
  reproduce: string;
}

export interface FuzzReport {
  cases: number;
  operations: number;
  durationMs: number;
  statuses: Record<string, number>;
  /** The statuses each operation answered: which ones the run got past validation and 404. */
  statusesByOperation: Record<string, Record<string, number>>;
  findings: Finding[];
}

/** Deletes run last, so the ids they may remove serve every other operation first. */
const byDeletesLast = (a: Operation, b: Operation) =>
  Number(a.method === 'DELETE') - Number(b.method === 'DELETE');

/**
 * Fetches the app's OpenAPI document and, for each operation, sends generated requests through
 * `app.inject`; every answer is checked against the document (response-check.ts).
 */
export async function runContractFuzz(
  app: App,
  credentials: FuzzCredentials,
  settings: FuzzSettings,
): Promise<FuzzReport> {
  const started = performance.now();
  const document = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  // An operation's seed is its index in the whole document, so FUZZ_ONLY replays the same cases.
  const operations = operationsOf(document.json())
    .sort(byDeletesLast)
    .map((op, index) => ({ op, seed: settings.seed + index }))
    .filter(({ op }) => !settings.only || `${op.method} ${op.path}`.includes(settings.only));
  const perOperation = Math.max(1, Math.ceil(settings.cases / Math.max(1, operations.length)));
  const checker = new ResponseChecker(document.json().components);
  const statuses: Record<string, number> = {};
  const statusesByOperation: Record<string, Record<string, number>> = {};
  const findings = new Map<string, Finding>();
  let cases = 0;

  for (const { op, seed } of operations) {
    const operation = `${op.method} ${op.path}`;
    const seen: Record<string, number> = {};
    statusesByOperation[operation] = seen;
    const requests = fc.sample(requestFor(op, credentials), { numRuns: perOperation, seed });
    for (const [caseIndex, request] of requests.entries()) {
      const answer = answerOf(await app.inject({ ...request, method: op.method as 'GET' }));
      cases += 1;
      statuses[answer.statusCode] = (statuses[answer.statusCode] ?? 0) + 1;
      seen[answer.statusCode] = (seen[answer.statusCode] ?? 0) + 1;
      const code = answer.statusCode >= 400 ? errorCodeOf(answer.body) : null;
      for (const violation of checker.check(op, answer)) {
        const key = `${operation} ${answer.statusCode} ${code} ${violation.kind}`;
        const seen = findings.get(key);
        if (seen) {
          seen.count += 1;
          continue;
        }
        findings.set(key, {
          ...violation,
          operation,
          status: answer.statusCode,
          code,
          count: 1,
          example: request,
          reproduce: `FUZZ_SEED=${settings.seed} FUZZ_ONLY='${operation}' (case ${caseIndex} of operation seed ${seed})`,
        });
      }
    }
  }
  return {
    cases,
    operations: operations.length,
    durationMs: Math.round(performance.now() - started),
    statuses,
    statusesByOperation,
    findings: [...findings.values()],
  };
}

const headersOf = (request: FuzzRequest) =>
  JSON.stringify(
    Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, v.slice(0, 60)])),
  );

function errorCodeOf(body: string): string | null {
  const match = /"code":"([A-Z_]+)"/.exec(body);
  return match?.[1] ?? null;
}

/** The report as lines for the console: figures, the status histogram, then each finding. */
export function describeReport(report: FuzzReport, settings: FuzzSettings): string {
  const histogram = (statuses: Record<string, number>) =>
    Object.entries(statuses)
      .map(([status, count]) => `${status}×${count}`)
      .join(' ');
  const lines = [
    `contract fuzz: ${report.cases} cases over ${report.operations} operations in ${(report.durationMs / 1000).toFixed(1)} s (seed ${settings.seed})`,
    `statuses: ${histogram(report.statuses)}`,
    ...Object.entries(report.statusesByOperation).map(
      ([operation, statuses]) => `  ${operation}: ${histogram(statuses)}`,
    ),
  ];
  for (const f of report.findings) {
    const body =
      typeof f.example.payload === 'string' ? f.example.payload.slice(0, 160) : '(binary)';
    lines.push(
      `FINDING: ${f.operation} → ${f.status} ${f.code ?? ''} ${f.kind} ×${f.count}: ${f.detail}`,
      `    e.g. ${f.example.method} ${f.example.url.slice(0, 160)} ${headersOf(f.example)} ${body}`,
      `    reproduce: ${f.reproduce}`,
    );
  }
  return lines.join('\n');
}
