#!/usr/bin/env node
// Runs the end-to-end suite in real Chromium. Without a browser the suite is skipped loudly
// (exit 0) so `npm test` works on a bare machine, unless E2E_REQUIRED=1 (what .ci/run sets).
import { execFileSync, spawn } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '..');
const isRequired = process.env.E2E_REQUIRED === '1';

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function findOnPath(command) {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (dir && isExecutable(join(dir, command))) return join(dir, command);
  }
  return undefined;
}

function findBrowser() {
  const configured = process.env.CHROME_PATH;
  if (configured) {
    if (isExecutable(configured)) return configured;
    // An explicit setting that points nowhere is a mistake to fix, never a reason to skip.
    console.error(`e2e: CHROME_PATH=${configured} is not an executable file.`);
    process.exit(1);
  }
  return findOnPath('chromium') ?? (isExecutable('/usr/bin/chromium') ? '/usr/bin/chromium' : null);
}

function warnSkipped() {
  const line = '!'.repeat(72);
  console.warn(
    [
      '',
      line,
      '!!  END-TO-END SUITE SKIPPED: no Chromium found.',
      '!!',
      '!!  Looked for: $CHROME_PATH, `chromium` on the PATH, /usr/bin/chromium.',
      '!!  Nothing was tested in a browser. To run it:',
      '!!    apt-get install -y chromium        (Debian/Ubuntu), or',
      '!!    CHROME_PATH=/path/to/chrome npm run test:e2e',
      '!!  Set E2E_REQUIRED=1 to make a missing browser fail the run.',
      line,
      '',
    ].join('\n'),
  );
}

const browserPath = findBrowser();
if (!browserPath) {
  warnSkipped();
  if (isRequired) {
    console.error('e2e: E2E_REQUIRED=1 and no browser was found: failing.');
    process.exit(1);
  }
  process.exit(0);
}

// E2E_WEB_DIST_DIR points the suite at another build of the storefront (see e2e/support/app.ts).
const webDistDir = resolve(repoRoot, process.env.E2E_WEB_DIST_DIR || 'apps/web/dist');
if (!existsSync(join(webDistDir, 'index.html'))) {
  console.error(
    `e2e: ${webDistDir}/index.html is missing; build the web app first (npm run build).`,
  );
  process.exit(1);
}

// The suite runs the compiled server (e2e/support/app.ts): the one `npm start` runs.
execFileSync(process.execPath, ['scripts/build-if-needed.mjs', '--server-only'], {
  cwd: repoRoot,
  stdio: 'inherit',
});

console.log(`e2e: Chromium at ${browserPath}`);

// `--repeat N`: the whole suite N times in a row (each a fresh run), every failure counted; with
// a CPU spinner per core beside it, that is the suite's flake check (docs/testing.md).
const { repeat, vitestArgs } = parseArgs(process.argv.slice(2));
let failedRuns = 0;
for (let run = 1; run <= repeat; run += 1) {
  if (repeat > 1) console.log(`\ne2e: run ${run} of ${repeat}`);
  const code = await runVitest(vitestArgs);
  if (code !== 0) failedRuns += 1;
  if (code === 130) break;
}
if (repeat > 1) console.log(`\ne2e: ${repeat - failedRuns} of ${repeat} runs passed`);
process.exit(failedRuns === 0 ? 0 : 1);

function parseArgs(args) {
  const at = args.indexOf('--repeat');
  if (at === -1) return { repeat: 1, vitestArgs: args };
  const repeat = Number(args[at + 1]);
  if (!Number.isInteger(repeat) || repeat < 1) {
    console.error('e2e: --repeat takes a whole number of runs, e.g. --repeat 5');
    process.exit(1);
  }
  return { repeat, vitestArgs: [...args.slice(0, at), ...args.slice(at + 2)] };
}

function runVitest(args) {
  const vitest = spawn(
    process.execPath,
    [
      join(repoRoot, 'node_modules/vitest/vitest.mjs'),
      'run',
      '--config',
      'e2e/vitest.config.ts',
      ...args,
    ],
    { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, CHROME_PATH: browserPath } },
  );
  const forward = (signal) => vitest.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  return new Promise((done) => {
    vitest.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      done(code ?? (signal ? 130 : 0));
    });
  });
}
