#!/usr/bin/env node
// `npm test`: the typecheck and the linter side by side, then the unit and API tests, the build,
// the first-load budget and the browser suite; it stops at the first step that fails.
//
//   npm test                          what a contributor and CI run (docs/testing.md)
//   npm test -- --scale               and the scale test (what .ci/run adds)
//   npm run test:profile              the same, printing where the time went: each step, each
//                                     vitest project, the slowest files and tests, the browser
//                                     suite per file (figures kept in test-results/)
//   npm run test:profile -- --report  the last profile's tables again, running nothing
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const args = process.argv.slice(2);
const profiling = args.includes('--profile');
const outDir = join(root, 'test-results');
const stepsFile = join(outDir, 'profile-steps.json');
const timingsFile = (name) => join(outDir, `timings-${name}.json`);
const reporters = profiling
  ? ['--reporter=default', `--reporter=${join(import.meta.dirname, 'timings-reporter.mjs')}`]
  : [];

/** Each step is one command, or commands run side by side (all must pass). */
const steps = [
  {
    name: 'typecheck + lint',
    parallel: [
      ['npm', 'run', '--silent', 'typecheck'],
      ['npm', 'run', '--silent', 'lint'],
    ],
  },
  { name: 'unit and API tests', command: ['npx', 'vitest', 'run', ...reporters], timings: 'unit' },
  { name: 'build', command: ['npm', 'run', '--silent', 'build'] },
  { name: 'first-load budget', command: ['node', 'scripts/check-bundle-budget.mjs'] },
  { name: 'e2e', command: ['node', 'e2e/run.mjs', ...reporters], timings: 'e2e' },
  ...(args.includes('--scale')
    ? [{ name: 'scale test', command: ['npm', 'run', 'test:scale'] }]
    : []),
];

function run(command, env = {}) {
  return new Promise((done) => {
    const child = spawn(command[0], command.slice(1), {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

async function runStep(step) {
  if (step.parallel) {
    const codes = await Promise.all(step.parallel.map((command) => run(command)));
    return codes.find((code) => code !== 0) ?? 0;
  }
  return run(
    step.command,
    profiling && step.timings ? { TEST_TIMINGS_FILE: timingsFile(step.timings) } : {},
  );
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function table(title, header, rows) {
  const all = [header, ...rows.map((row) => row.map(String))];
  const widths = header.map((_, i) => Math.max(...all.map((row) => row[i].length)));
  const line = (row) =>
    row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  console.log(`\n${title}\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of all.slice(1)) console.log(line(row));
}

function readJson(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null;
}

function report(stepTimes) {
  table(
    'Steps',
    ['step', 'wall', 'exit'],
    stepTimes.map((s) => [s.name, seconds(s.ms), s.code]),
  );
  console.log(`total: ${seconds(stepTimes.reduce((sum, s) => sum + s.ms, 0))}`);

  const unit = readJson(timingsFile('unit'));
  if (unit) {
    const projects = new Map();
    for (const file of unit.files) {
      const project = projects.get(file.project) ?? { files: 0, tests: 0, ms: 0 };
      project.files += 1;
      project.tests += file.tests;
      project.ms += file.ms;
      projects.set(file.project, project);
    }
    table(
      `Vitest projects (files run side by side; the run's wall time: ${seconds(unit.wallMs)})`,
      ['project', 'files', 'tests', 'file time, summed'],
      [...projects].map(([name, p]) => [name, p.files, p.tests, seconds(p.ms)]),
    );
    table(
      'Slowest 20 test files (start-up, import, tests and hooks)',
      ['file', 'project', 'tests', 'wall', 'of it import'],
      [...unit.files]
        .sort((a, b) => b.ms - a.ms)
        .slice(0, 20)
        .map((f) => [f.file, f.project, f.tests, seconds(f.ms), seconds(f.importMs)]),
    );
    table(
      'Slowest 20 tests',
      ['test', 'project', 'time'],
      [...unit.tests]
        .sort((a, b) => b.ms - a.ms)
        .slice(0, 20)
        .map((t) => [`${t.file} > ${t.name}`.slice(0, 140), t.project, seconds(t.ms)]),
    );
  }

  const e2e = readJson(timingsFile('e2e'));
  if (e2e) {
    table(
      `Browser suite per file (files run side by side; the run's wall time: ${seconds(e2e.wallMs)})`,
      ['file', 'tests', 'wall'],
      [...e2e.files].sort((a, b) => b.ms - a.ms).map((f) => [f.file, f.tests, seconds(f.ms)]),
    );
  }
}

if (args.includes('--report')) {
  report(readJson(stepsFile) ?? []);
} else {
  console.log(`npm test on Node.js ${process.version} (${process.execPath})`);
  if (profiling) {
    rmSync(outDir, { recursive: true, force: true });
    mkdirSync(outDir, { recursive: true });
  }
  const stepTimes = [];
  let failed = false;
  for (const step of steps) {
    console.log(`\n==== ${step.name} ====`);
    const startedAt = performance.now();
    const code = await runStep(step);
    stepTimes.push({ name: step.name, ms: performance.now() - startedAt, code });
    if (profiling) writeFileSync(stepsFile, JSON.stringify(stepTimes, null, 1));
    if (code !== 0) {
      failed = true;
      break;
    }
  }
  if (profiling) report(stepTimes);
  else {
    const total = stepTimes.reduce((sum, s) => sum + s.ms, 0);
    console.log(
      `\n${stepTimes.map((s) => `${s.name} ${seconds(s.ms)}`).join(', ')}; total ${seconds(total)}`,
    );
  }
  process.exitCode = failed ? 1 : 0;
}
