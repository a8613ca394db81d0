#!/usr/bin/env node
// `npm test`'s first-load JavaScript budget: sums what a fresh browser downloads before each
// budgeted page is interactive, from the build's Vite manifest, and fails when a page passes
// its budget. The rules and the budgets: apps/web/src/build/bundle-budget.ts and
// docs/decisions/032-first-load-budget.md.
// Usage: node scripts/check-bundle-budget.mjs [dist dir, default apps/web/dist]
import { resolve } from 'node:path';
import { register } from 'tsx/esm/api';

// The rules are TypeScript, unit-tested with the web suite; tsx loads them as `npm start` does.
register();
const { budgetTableRows, formatTable, measurePages } = await import(
  '../apps/web/src/build/bundle-budget.ts'
);

const distDir = resolve(process.argv[2] ?? resolve(import.meta.dirname, '../apps/web/dist'));
try {
  const pages = measurePages(distDir);
  console.log(`\nFirst-load JavaScript in ${distDir} (KB = 1024 bytes)\n`);
  console.log(formatTable(budgetTableRows(pages)));
  const over = pages.filter((size) => !size.isWithinBudget);
  if (over.length > 0) {
    console.error(
      `\nOver budget: ${over.map((size) => size.page.name).join(', ')}. Cut the first load, or raise the budget in apps/web/src/build/bundle-budget.ts with a reason (docs/decisions/032-first-load-budget.md).`,
    );
    process.exitCode = 1;
  }
} catch (error) {
  console.error(`bundle budget check failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
}
