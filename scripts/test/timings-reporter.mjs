// A vitest reporter that writes where a run's time went: each test file's wall time (setup,
// import, tests and hooks) and each test's own time, with its project. `npm run test:profile`
// adds it beside the default reporter and reads the file it writes (TEST_TIMINGS_FILE).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';

const root = process.cwd();

export default class TimingsReporter {
  files = [];
  tests = [];
  startedAt = Date.now();

  onTestModuleEnd(testModule) {
    const d = testModule.diagnostic();
    this.files.push({
      project: testModule.project.name,
      file: relative(root, testModule.moduleId),
      ms: Math.round(
        d.environmentSetupDuration +
          d.prepareDuration +
          d.setupDuration +
          d.collectDuration +
          d.duration,
      ),
      importMs: Math.round(d.collectDuration),
      tests: Array.from(testModule.children.allTests()).length,
    });
  }

  onTestCaseResult(testCase) {
    const d = testCase.diagnostic();
    this.tests.push({
      project: testCase.project.name,
      file: relative(root, testCase.module.moduleId),
      name: testCase.fullName,
      state: testCase.result().state,
      ms: Math.round(d?.duration ?? 0),
    });
  }

  onTestRunEnd() {
    const path = process.env.TEST_TIMINGS_FILE;
    if (!path) return;
    mkdirSync(dirname(path), { recursive: true });
    const wallMs = Date.now() - this.startedAt;
    writeFileSync(path, JSON.stringify({ wallMs, files: this.files, tests: this.tests }, null, 1));
  }
}
