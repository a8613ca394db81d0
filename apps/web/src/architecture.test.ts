import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The web's one-way layers (docs/architecture.md § Web layers). Biome's noRestrictedImports
// catches most breaks while typing; this test also sees what an import specifier alone cannot
// tell: where a relative path lands, and whether a public file exports only what others use.

const SRC = dirname(fileURLToPath(import.meta.url));
const PACKAGE_JSON = join(SRC, '..', 'package.json');

interface Import {
  from: string;
  /** As written in the file. */
  specifier: string;
  /** The file it resolves to, relative to src/ (posix separators). */
  to: string;
  isTypeOnly: boolean;
}

const toPosix = (path: string) => path.split(sep).join('/');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [toPosix(relative(SRC, path))] : [];
  });
}

const subpathImports: Record<string, string> = JSON.parse(
  readFileSync(PACKAGE_JSON, 'utf8'),
).imports;

/** `#lib/x.ts` → `lib/x.ts`, as package.json "imports" maps it; null for packages. */
function resolveSpecifier(from: string, specifier: string): string | null {
  if (specifier.startsWith('.')) return toPosix(normalize(join(dirname(from), specifier)));
  if (!specifier.startsWith('#')) return null;
  for (const [pattern, target] of Object.entries(subpathImports)) {
    const prefix = pattern.replace(/\*$/, '');
    if (specifier.startsWith(prefix)) {
      return toPosix(
        normalize(
          join(target.replace(/^\.\/src\//, '').replace(/\*$/, ''), specifier.slice(prefix.length)),
        ),
      );
    }
  }
  throw new Error(`${from}: ${specifier} matches no "imports" entry of apps/web/package.json`);
}

// Static imports and re-exports (`import … from`, `export … from`, bare `import '…'`) and
// dynamic `import('…')`.
const IMPORT_PATTERN =
  /^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?'([^']+)'|import\(\s*'([^']+)'\s*\)/gm;

function importsOf(from: string): Import[] {
  const text = readFileSync(join(SRC, from), 'utf8');
  return [...text.matchAll(IMPORT_PATTERN)].flatMap((match) => {
    const specifier = match[2] ?? match[3] ?? '';
    const to = resolveSpecifier(from, specifier);
    return to === null ? [] : [{ from, specifier, to, isTypeOnly: Boolean(match[1]) }];
  });
}

/** The folder a file belongs to for these rules: `features/cart`, `lib`, `components/ui`, `app`… */
function unitOf(file: string): string {
  const [first = '', second = ''] = file.split('/');
  if (first === 'features' || first === 'components') return `${first}/${second}`;
  return file.includes('/') ? first : '.';
}

/** A test file (beside the code it tests) or a test kit (in `src/testing/`, and nowhere else). */
const isTestCode = (file: string) => /\.test\.tsx?$/.test(file) || file.startsWith('testing/');
const isFeature = (file: string) => file.startsWith('features/');
const isBottomLayer = (file: string) => ['lib', 'components/ui', 'hooks'].includes(unitOf(file));

const FILES = sourceFiles(SRC);

/** The production folders: everything under them ships, except `*.test.*` files. */
const PRODUCTION_FOLDERS = ['app', 'components', 'features', 'hooks', 'islands', 'lib'];

/** Every folder (ending in `/`) and file below `dir`, relative to src/ (posix separators). */
function pathsUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    const name = toPosix(relative(SRC, path));
    return entry.isDirectory() ? [`${name}/`, ...pathsUnder(path)] : [name];
  });
}

/** A test kit by its name: a `testing/` or `fixtures/` folder, a `*fixture*` or `*test-kit*` file. */
const looksLikeTestKit = (path: string) =>
  /(^|\/)(testing|fixtures?|__fixtures__|__mocks__)\/$/.test(path) ||
  (!path.endsWith('/') &&
    !/\.test\.tsx?$/.test(path) &&
    /(fixture|test-?kit|test-?utils)[^/]*$/i.test(path));

/** Packages only tests use: a file importing them is test code wherever it sits. */
const TEST_PACKAGE = /^(vitest|@testing-library\/)/;
const IMPORTS = FILES.flatMap(importsOf);
/** The names inside `{ … }` of every match of `pattern` (its first group), `type` dropped. */
function namesIn(text: string, pattern: RegExp): string[] {
  return [...text.matchAll(pattern)].flatMap((match) =>
    (match[1] ?? '')
      .split(',')
      .map((name) =>
        name
          .replace(/^\s*type\s+/, '')
          .replace(/\s+as\s+.*$/, '')
          .trim(),
      )
      .filter(Boolean),
  );
}

const describeImport = ({ from, specifier }: Import) => `${from} → ${specifier}`;

/** Every import cycle (strongly connected group of files), type-only imports included. */
function importCycles(imports: Import[]): string[][] {
  const edges = new Map<string, string[]>();
  for (const { from, to } of imports) edges.set(from, [...(edges.get(from) ?? []), to]);
  // Tarjan's algorithm.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file) ?? 0);
    stack.push(file);
    onStack.add(file);
    for (const next of edges.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || edges.get(file)?.includes(file)) cycles.push(group.sort());
  };
  for (const file of edges.keys()) if (!index.has(file)) visit(file);
  return cycles;
}

describe('web layers', () => {
  it('reads the imports of every source file', () => {
    expect(FILES.length).toBeGreaterThan(300);
    expect(IMPORTS.length).toBeGreaterThan(1000);
    const unresolved = IMPORTS.filter(({ to }) => !existsSync(join(SRC, to)));
    expect(unresolved.map(describeImport)).toEqual([]);
  });

  it('keeps relative imports inside their own folder (#lib/…, #features/… across folders)', () => {
    const leaving = IMPORTS.filter(
      ({ from, specifier, to }) =>
        specifier.startsWith('.') &&
        unitOf(from) !== '.' &&
        unitOf(from) !== unitOf(to) &&
        // A contract test may read another workspace's source (app/route-table.test.ts).
        !(to.startsWith('../') && isTestCode(from)),
    );
    expect(leaving.map(describeImport)).toEqual([]);
  });

  it('climbs one folder at most with a relative path', () => {
    const climbing = IMPORTS.filter(
      ({ from, specifier, to }) =>
        specifier.startsWith('../../') && !(to.startsWith('../') && isTestCode(from)),
    );
    expect(climbing.map(describeImport)).toEqual([]);
  });

  it('never lets a feature import app/', () => {
    const upward = IMPORTS.filter(
      ({ from, to }) => isFeature(from) && !isTestCode(from) && to.startsWith('app/'),
    );
    expect(upward.map(describeImport)).toEqual([]);
  });

  it("lets a feature use another feature only through that feature's index.ts", () => {
    const intoInternals = IMPORTS.filter(
      ({ from, to }) =>
        isFeature(from) &&
        !isTestCode(from) &&
        isFeature(to) &&
        unitOf(from) !== unitOf(to) &&
        to !== `${unitOf(to)}/index.ts`,
    );
    expect(intoInternals.map(describeImport)).toEqual([]);
  });

  it('never lets lib/, components/ui/ or hooks/ import features/ or app/', () => {
    const upward = IMPORTS.filter(
      ({ from, to }) =>
        isBottomLayer(from) && (to.startsWith('features/') || to.startsWith('app/')),
    );
    expect(upward.map(describeImport)).toEqual([]);
  });

  it('keeps test kits in src/testing/, never in a production folder', () => {
    const misplaced = PRODUCTION_FOLDERS.flatMap((folder) => pathsUnder(join(SRC, folder))).filter(
      looksLikeTestKit,
    );
    const importingTestPackages = FILES.filter((file) => !isTestCode(file)).flatMap((file) =>
      [...readFileSync(join(SRC, file), 'utf8').matchAll(IMPORT_PATTERN)]
        .map((match) => match[2] ?? match[3] ?? '')
        .filter((specifier) => TEST_PACKAGE.test(specifier))
        .map((specifier) => `${file} → ${specifier}`),
    );
    const message =
      'Test kits (renderers, fixtures, stubs) live in src/testing/ and are imported as #testing/…; a production folder holds only shipped code and its *.test files. See docs/architecture.md § Web layers.';
    expect([...misplaced, ...importingTestPackages], message).toEqual([]);
  });

  it('never lets production code import test code', () => {
    const intoTests = IMPORTS.filter(({ from, to }) => !isTestCode(from) && isTestCode(to));
    expect(intoTests.map(describeImport)).toEqual([]);
  });

  it('imports the chart library (recharts) only in the admin, never in a shopper’s code', () => {
    const charting = FILES.filter((file) =>
      /^\s*import[^;]*from\s+'recharts(\/[^']*)?'/m.test(readFileSync(join(SRC, file), 'utf8')),
    );
    expect(charting.length).toBeGreaterThan(0);
    expect(charting.filter((file) => !file.startsWith('features/admin/'))).toEqual([]);
  });

  it('has no import cycles, type-only imports included', () => {
    expect(importCycles(IMPORTS)).toEqual([]);
  });

  it('exports from a public index.ts only what other folders use', () => {
    const ISLAND_REGISTRY = 'islands/registry.ts';
    const unused = FILES.filter((file) => /^features\/[^/]+\/index\.ts$/.test(file)).flatMap(
      (publicFile) => {
        const exported = namesIn(
          readFileSync(join(SRC, publicFile), 'utf8'),
          /export\s*\{([^}]*)\}/g,
        );
        const used = new Set(
          IMPORTS.filter(
            ({ from, to }) => to === publicFile && unitOf(from) !== unitOf(publicFile),
          ).flatMap(({ from, specifier }) => {
            const text = readFileSync(join(SRC, from), 'utf8');
            const quoted = specifier.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
            const named = namesIn(
              text,
              new RegExp(`import\\s*(?:type\\s*)?\\{([^}]*)\\}\\s*from\\s*'${quoted}'`, 'g'),
            );
            // A lazy import('…/index.ts') picks its export by name further down the file; the
            // islands registry's import is of a module whose island (`…Island`) the runtime
            // finds by the island's name.
            const lazy = text.includes(`import('${specifier}')`)
              ? exported.filter(
                  (name) =>
                    new RegExp(`\\.${name}\\b`).test(text) ||
                    (from === ISLAND_REGISTRY && name.endsWith('Island')),
                )
              : [];
            return [...named, ...lazy];
          }),
        );
        return exported.filter((name) => !used.has(name)).map((name) => `${publicFile}: ${name}`);
      },
    );
    expect(unused).toEqual([]);
  });
});

describe('the import cycle check', () => {
  const edge = (from: string, to: string): Import => ({
    from,
    to,
    specifier: to,
    isTypeOnly: true,
  });

  it('finds a cycle through several files, and a file importing itself', () => {
    const cycles = importCycles([
      edge('lib/a.ts', 'lib/b.ts'),
      edge('lib/b.ts', 'lib/c.ts'),
      edge('lib/c.ts', 'lib/a.ts'),
      edge('lib/c.ts', 'lib/d.ts'),
      edge('lib/e.ts', 'lib/e.ts'),
    ]);
    expect(cycles).toEqual([['lib/a.ts', 'lib/b.ts', 'lib/c.ts'], ['lib/e.ts']]);
  });

  it('finds none in a one-way graph', () => {
    expect(importCycles([edge('app/x.ts', 'lib/a.ts'), edge('lib/a.ts', 'lib/b.ts')])).toEqual([]);
  });
});

describe('the test kit check', () => {
  it('knows a test kit by its folder or file name', () => {
    expect(
      [
        'features/cart/testing/',
        'features/admin/fixtures/',
        'features/admin/coupons/coupon-fixtures.ts',
        'features/admin/products/product-test-kit.ts',
        'lib/test-utils.tsx',
      ].filter(looksLikeTestKit),
    ).toHaveLength(5);
  });

  it('leaves shipped code and the tests beside it alone', () => {
    expect(
      [
        'features/cart/',
        'features/cart/cart-line.tsx',
        'features/checkout/payment/simulated-driver.test.ts',
        'lib/api-client.ts',
      ].filter(looksLikeTestKit),
    ).toEqual([]);
  });
});
