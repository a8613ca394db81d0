import type { OutageResult } from './database-outage.ts';
import { describeTally } from './exchange.ts';
import type { PaymentUnderLoadResult } from './payment-under-load.ts';
import { printTable } from './report.ts';

export function printPayment(result: PaymentUnderLoadResult): void {
  console.log(
    `\nPayment completion while shedding (${result.connections} catalog shoppers, ${result.overloadSec} s; ` +
      `first listing shed after ${result.firstShedAfterMs ?? '-'} ms)\n`,
  );
  printTable([
    ['calls', 'sent', 'answers', 'p50 ms', 'max ms'],
    ...(
      [
        ['verify-payment, paid already', result.verify],
        ['COD placement', result.cod],
        ['listing beside them', result.listingBeside],
      ] as const
    ).map(([name, summary]) => [
      name,
      `${summary.sent}`,
      describeTally(summary.outcomes),
      `${summary.latency.p50Ms}`,
      `${summary.latency.maxMs}`,
    ]),
  ]);
  const { crowd } = result;
  console.log(
    `\n  the crowd: ${crowd.ok} 2xx, ${crowd.shed} shed (503), ${crowd.other} other, ` +
      `${crowd.timeouts} timeouts, ${crowd.errors} errors`,
  );
  if (result.verify.answeredAnotherOrder > 0) {
    console.log(`  ${result.verify.answeredAnotherOrder} verify answers named ANOTHER ORDER`);
  }
  const shedBeside = result.listingBeside.outcomes['503 OVERLOADED'] ?? 0;
  if (crowd.shed === 0 && shedBeside === 0) {
    console.log(
      '  NOTHING WAS SHED: the shop was not overloaded, so these figures say nothing about ' +
        'shedding (more --connections)',
    );
  }
}

export function printOutage(result: OutageResult): void {
  console.log('\nThe shop while PostgreSQL cannot be reached\n');
  for (const stage of result.stages) {
    const heading = `${stage.name}${stage.isServerRunning ? '' : ' (THE SERVER HAD EXITED)'}`;
    printTable([
      [heading, 'answers'],
      ...Object.entries(stage.routes).map(([route, counts]) => [
        `  ${route}`,
        describeTally(counts),
      ]),
    ]);
    console.log('');
  }
  const during = result.stages.filter((stage) => stage.proxy !== 'open');
  const count = (routes: (route: string) => boolean, outcome: (key: string) => boolean) =>
    during
      .flatMap((stage) => Object.entries(stage.routes).filter(([route]) => routes(route)))
      .flatMap(([, counts]) => Object.entries(counts))
      .filter(([key]) => outcome(key))
      .reduce((sum, [, n]) => sum + n, 0);
  const isShopper = (route: string) => !route.startsWith('/api/');
  const internal = count(isShopper, (key) => key.startsWith('500'));
  const unavailable = count(isShopper, (key) => key.startsWith('503') && key.includes('Retry'));
  const unanswered = count(isShopper, (key) => key === 'timeout' || key === 'error');
  const healthFailed = count(
    (route) => route === '/api/health',
    (key) => key !== '200',
  );
  console.log(
    `  while unreachable, shopper routes: ${internal} × 500, ${unavailable} × 503 with ` +
      `Retry-After, ${unanswered} unanswered; /api/health not 200: ${healthFailed}`,
  );
  console.log(
    `  /api/ready answered 200 again ${result.readyAgainAfterMs ?? 'never (60 s)'}` +
      `${result.readyAgainAfterMs === null ? '' : ' ms'} after the way to the database reopened`,
  );
}
