import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The server's module boundaries (docs/decisions/013-module-boundaries.md), on every test run:
// - a module's files are its own; another module (and the seed, the CLI, the server's start-up)
//   imports only its public file, modules/<name>/index.ts;
// - a module's tables (*.tables.ts) are never imported from outside it, except by another
//   module's table file for a foreign key (the key is part of the schema);
// - a public file re-exports only its own module;
// - no import cycle among the production files.
// Tests and test support (testing/) may read any module's tables: they check what was stored.

const SRC = path.resolve(import.meta.dirname);

/**
 * The composition root (app.ts, and app-after-sale.ts for what comes around an order) registers
 * each module's route plugins from their own `*.routes.ts` files: a public file that re-exported
 * them would close a cycle between two modules that call each other (catalog ↔ orders, catalog ↔
 * payments) through their routes' imports.
 */
const COMPOSITION_ROOT = new Set(['app.ts', 'app-after-sale.ts']);
const isRouteFile = (file: string) => /^modules\/[^/]+\/[^/]+\.routes\.ts$/.test(file);

const isTestCode = (file: string) => file.endsWith('.test.ts') || file.startsWith('testing/');

function sourceFiles(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') ? [path.relative(SRC, full)] : [];
  });
}

// Statement-level imports and re-exports (`import … from`, `export … from`, side-effect
// imports) and dynamic `import('…')`; type-only imports count too (dependency-cruiser's view).
const STATIC_IMPORT = /^\s*(?:import|export)\s[^;]*?\bfrom\s*['"]([^'"]+)['"]/gm;
const SIDE_EFFECT_IMPORT = /^\s*import\s*['"]([^'"]+)['"]/gm;
const DYNAMIC_IMPORT = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The files under src this file imports (relative specifiers only; packages are not ours). */
function importsOf(file: string, text: string): string[] {
  const specifiers = [STATIC_IMPORT, SIDE_EFFECT_IMPORT, DYNAMIC_IMPORT].flatMap((pattern) =>
    [...text.matchAll(pattern)].map((match) => match[1] ?? ''),
  );
  return specifiers
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => path.relative(SRC, path.resolve(SRC, path.dirname(file), specifier)));
}

const moduleOf = (file: string) => /^modules\/([^/]+)\//.exec(file)?.[1] ?? null;
const isTableFile = (file: string) => file.endsWith('.tables.ts');
const isPublicFile = (file: string) => /^modules\/[^/]+\/index\.ts$/.test(file);

export interface ImportGraph {
  /** file → the files it imports, all relative to src */
  edges: Map<string, string[]>;
}

export function readGraph(files: readonly string[], read: (file: string) => string): ImportGraph {
  return { edges: new Map(files.map((file) => [file, importsOf(file, read(file))])) };
}

/** Every import that crosses a module boundary other than through the public file. */
export function boundaryViolations({ edges }: ImportGraph): string[] {
  const violations: string[] = [];
  for (const [file, imports] of edges) {
    if (isTestCode(file)) continue;
    const from = moduleOf(file);
    for (const target of imports) {
      const to = moduleOf(target);
      if (to === null || to === from) continue;
      const crossing = `${file} -> ${target}`;
      if (isTableFile(target)) {
        if (!isTableFile(file)) {
          violations.push(`${crossing}: another module's tables; ask ${to}/index.ts instead`);
        }
        continue;
      }
      if (isPublicFile(file)) {
        violations.push(`${crossing}: a public file re-exports only its own module`);
        continue;
      }
      if (COMPOSITION_ROOT.has(file) && isRouteFile(target)) continue;
      if (!isPublicFile(target)) {
        violations.push(`${crossing}: import modules/${to}/index.ts, not its internals`);
      }
    }
  }
  return violations;
}

/** The shortest import path from `start` back to itself inside one strongly connected part. */
function shortestCycle(edges: Map<string, string[]>, part: Set<string>, start: string): string {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  for (let i = 0; i < queue.length; i += 1) {
    const file = queue[i] ?? start;
    for (const target of edges.get(file) ?? []) {
      if (!part.has(target)) continue;
      if (target === start) {
        const path = [file];
        for (let at = cameFrom.get(file); at !== undefined; at = cameFrom.get(at)) path.unshift(at);
        return [...path, start].join(' -> ');
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, file);
        queue.push(target);
      }
    }
  }
  return [...part].join(' -> ');
}

/** Each import cycle once, as its shortest closing path (Tarjan's strongly connected parts). */
export function importCycles({ edges }: ImportGraph): string[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[] = [];
  let next = 0;
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of edges.get(file) ?? []) {
      if (!edges.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file) ?? 0, index.get(target) ?? 0));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const part: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      part.push(member);
    } while (member !== file);
    const isSelfImport = part.length === 1 && (edges.get(file) ?? []).includes(file);
    if (part.length > 1 || isSelfImport) cycles.push(shortestCycle(edges, new Set(part), file));
  };
  for (const file of [...edges.keys()].sort()) if (!index.has(file)) visit(file);
  return cycles;
}

const productionFiles = sourceFiles().filter((file) => !isTestCode(file));
const graph = readGraph(productionFiles, (file) => readFileSync(path.join(SRC, file), 'utf8'));

describe('server module boundaries', () => {
  it('reads the imports of every production file', () => {
    expect(productionFiles.length).toBeGreaterThan(100);
    expect(graph.edges.get('modules/payments/checkout-pricing.ts')).toContain(
      'modules/catalog/index.ts',
    );
  });

  it('gives every module its public file', () => {
    const modules = readdirSync(path.join(SRC, 'modules'));
    expect(modules.filter((name) => !productionFiles.includes(`modules/${name}/index.ts`))).toEqual(
      [],
    );
  });

  it('crosses from one module into another only through its public file', () => {
    expect(boundaryViolations(graph)).toEqual([]);
  });

  it('has no import cycle among the production files', () => {
    expect(importCycles(graph)).toEqual([]);
  });
});

describe('the boundary check itself', () => {
  const fixture = (files: Record<string, string>) =>
    readGraph(Object.keys(files), (file) => files[file] ?? '');

  it('refuses internals and tables of another module; allows public files, foreign keys and app.ts registering route files', () => {
    const checked = fixture({
      'modules/a/a.service.ts': [
        "import { x } from '../b/b.service.ts';",
        "import type { Row } from '../b/b.tables.ts';",
        "import { y } from '../b/index.ts';",
      ].join('\n'),
      'modules/a/a.tables.ts': "import { bees } from '../b/b.tables.ts';",
      'modules/a/index.ts': "export { z } from '../b/b.service.ts';",
      'db/seed/seed.ts': "import {\n  fill,\n} from '../../modules/b/b.service.ts';",
      'modules/a/a.service.test.ts': "import { bees } from '../b/b.tables.ts';",
      'app.ts': "import { bRoutes } from './modules/b/b.routes.ts';",
      'background-work.ts': "import { bRoutes } from './modules/b/b.routes.ts';",
      'modules/a/a.routes.ts': "import { bRoutes } from '../b/b.routes.ts';",
    });
    expect(boundaryViolations(checked)).toEqual([
      'modules/a/a.service.ts -> modules/b/b.service.ts: import modules/b/index.ts, not its internals',
      "modules/a/a.service.ts -> modules/b/b.tables.ts: another module's tables; ask b/index.ts instead",
      'modules/a/index.ts -> modules/b/b.service.ts: a public file re-exports only its own module',
      'db/seed/seed.ts -> modules/b/b.service.ts: import modules/b/index.ts, not its internals',
      'background-work.ts -> modules/b/b.routes.ts: import modules/b/index.ts, not its internals',
      'modules/a/a.routes.ts -> modules/b/b.routes.ts: import modules/b/index.ts, not its internals',
    ]);
  });

  it('finds a cycle through dynamic and type-only imports', () => {
    const checked = fixture({
      'modules/a/index.ts': "export { x } from './x.ts';",
      'modules/a/x.ts': "import type { Y } from '../b/index.ts';",
      'modules/b/index.ts': "const a = await import('../a/index.ts');",
      'modules/b/alone.ts': "import { x } from '../a/index.ts';",
    });
    expect(importCycles(checked)).toEqual([
      'modules/a/index.ts -> modules/a/x.ts -> modules/b/index.ts -> modules/a/index.ts',
    ]);
  });
});
