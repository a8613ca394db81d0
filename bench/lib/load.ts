import autocannon, { type AutocannonRequest, type AutocannonResult } from 'autocannon';

export interface LoadScenario {
  name: string;
  baseUrl: string;
  /** Every connection cycles through these paths in order. */
  paths: string[];
  /** Instead of `paths`: each request asks for the next path this draws (random browsing). */
  nextPath?: () => string;
  connections: number;
  durationSec: number;
  warmupSec: number;
}

export interface Measurement {
  name: string;
  paths: string[];
  connections: number;
  durationSec: number;
  requestsPerSec: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  requestsTotal: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
}

// No Accept-Encoding: the shop and the ceiling both answer uncompressed, so the ratio compares
// request handling, not gzip.
const headers = { accept: 'application/json' };

export async function measure(scenario: LoadScenario): Promise<Measurement> {
  const { nextPath } = scenario;
  const requests: AutocannonRequest[] = nextPath
    ? [{ method: 'GET', setupRequest: (request) => ({ ...request, path: nextPath() }) }]
    : scenario.paths.map((path) => ({ method: 'GET', path }));
  const options = {
    url: scenario.baseUrl,
    connections: scenario.connections,
    headers,
    requests,
    timeout: 10,
  };
  // Warm-up fills JIT, pools and caches; its numbers are discarded.
  await autocannon({ ...options, duration: scenario.warmupSec });
  const result: AutocannonResult = await autocannon({ ...options, duration: scenario.durationSec });
  return {
    name: scenario.name,
    paths: scenario.paths,
    connections: scenario.connections,
    durationSec: result.duration,
    requestsPerSec: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    requestsTotal: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, Number(count)]),
    ),
  };
}
