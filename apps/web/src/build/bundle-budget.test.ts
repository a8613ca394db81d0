import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import {
  type BudgetedPage,
  budgetTableRows,
  FIRST_LOAD_BUDGETS,
  firstLoadFiles,
  KIB,
  measurePages,
  type ViteManifest,
} from './bundle-budget.ts';

// A build in miniature, shaped like Vite's: shared chunks are keyed `_name-hash.js`, route
// chunks by their source and import the entry back (index.html).
const manifest: ViteManifest = {
  'index.html': {
    file: 'assets/index.js',
    src: 'index.html',
    isEntry: true,
    dynamicImports: ['src/main.tsx'],
    css: ['assets/index.css'],
  },
  'src/main.tsx': {
    file: 'assets/main.js',
    src: 'src/main.tsx',
    imports: ['_react.js', '_query.js'],
    dynamicImports: ['src/app/routes/category.tsx', '_newsletter.js'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_query.js': { file: 'assets/query.js', imports: ['_react.js'] },
  '_newsletter.js': { file: 'assets/newsletter.js' },
  '_grid.js': { file: 'assets/grid.js', imports: ['_query.js'], css: ['assets/grid.css'] },
  '_reviews.js': { file: 'assets/reviews.js' },
  'src/app/routes/category.tsx': {
    file: 'assets/category.js',
    src: 'src/app/routes/category.tsx',
    imports: ['index.html', '_grid.js', '_react.js'],
    dynamicImports: ['_reviews.js'],
  },
};

describe('firstLoadFiles', () => {
  it('takes the entry, the app it starts and their static imports, each once, for a page without a route chunk', () => {
    expect(firstLoadFiles(manifest)).toEqual({
      js: ['assets/index.js', 'assets/main.js', 'assets/react.js', 'assets/query.js'],
      css: ['assets/index.css'],
    });
  });

  it("adds the route's chunk and its static imports, never a dynamic import", () => {
    const files = firstLoadFiles(manifest, 'src/app/routes/category.tsx');
    expect(files.js).toEqual([
      'assets/index.js',
      'assets/main.js',
      'assets/react.js',
      'assets/query.js',
      'assets/category.js',
      'assets/grid.js',
    ]);
    expect(files.js).not.toContain('assets/reviews.js');
    expect(files.js).not.toContain('assets/newsletter.js');
    expect(files.css).toEqual(['assets/index.css', 'assets/grid.css']);
  });

  it('names a route the manifest does not know, so a renamed route cannot go unmeasured', () => {
    expect(() => firstLoadFiles(manifest, 'src/app/routes/catgory.tsx')).toThrow(
      /no chunk for src\/app\/routes\/catgory\.tsx/,
    );
  });

  it('names the app when the entry no longer starts it, so the bulk of the load cannot drop out', () => {
    const { 'src/main.tsx': app, ...withoutApp } = manifest;
    expect(() => firstLoadFiles(withoutApp)).toThrow(/no chunk for src\/main\.tsx/);
    expect(app).toBeDefined();
  });

  it("measures a document from the islands entry and its idle islands' chunks, not the app", () => {
    const withIslands: ViteManifest = {
      ...manifest,
      'islands.html': {
        file: 'assets/islands.js',
        src: 'islands.html',
        isEntry: true,
        imports: ['_react.js'],
        dynamicImports: ['src/features/layout/index.ts', '_toast-host-abc1.js'],
      },
      'src/features/layout/index.ts': {
        file: 'assets/layout.js',
        src: 'src/features/layout/index.ts',
        imports: ['_react.js', '_icons.js'],
      },
      '_icons.js': { file: 'assets/icons.js' },
      '_toast-host-abc1.js': { file: 'assets/toast-host.js', imports: ['_react.js'] },
    };

    expect(firstLoadFiles(withIslands, undefined, ['src/features/layout/index.ts']).js).toEqual([
      'assets/islands.js',
      'assets/react.js',
      'assets/layout.js',
      'assets/icons.js',
    ]);
    // A module the client app shares is a chunk named after it.
    expect(
      firstLoadFiles(withIslands, undefined, ['src/components/ui/toast/toast-host.tsx']).js,
    ).toContain('assets/toast-host.js');
    expect(() => firstLoadFiles(withIslands, undefined, ['src/features/gallery.tsx'])).toThrow(
      /islands entry does not import src\/features\/gallery\.tsx/,
    );
  });

  it("measures the client app's entry (index.html) and refuses a manifest without it", () => {
    const { 'index.html': entry, ...withoutEntry } = manifest;
    expect(() => firstLoadFiles(withoutEntry)).toThrow(/no index\.html entry chunk/);
    // The browsing pages' entry beside it is not the app's first load.
    const twoEntries = {
      ...manifest,
      'islands.html': { file: 'assets/islands.js', src: 'islands.html', isEntry: true },
    };
    expect(firstLoadFiles(twoEntries).js).not.toContain('assets/islands.js');
    expect(entry).toBeDefined();
  });
});

describe('measurePages', () => {
  const distDir = mkdtempSync(join(tmpdir(), 'bundle-budget-'));
  afterAll(() => rmSync(distDir, { recursive: true, force: true }));
  mkdirSync(join(distDir, '.vite'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  // Different repetitive bodies, so each compresses to a different, known size.
  const bodies = new Map<string, string>();
  for (const [index, chunk] of Object.values(manifest).entries()) {
    for (const file of [chunk.file, ...(chunk.css ?? [])]) {
      const body = `/* ${file} */ ${'export const x = 1;'.repeat(50 * (index + 1))}`;
      bodies.set(file, body);
      writeFileSync(join(distDir, file), body);
    }
  }
  const gzipOf = (...files: string[]) =>
    files.reduce((total, f) => total + gzipSync(bodies.get(f) ?? '', { level: 9 }).byteLength, 0);
  const homeGzip = gzipOf(
    'assets/index.js',
    'assets/main.js',
    'assets/react.js',
    'assets/query.js',
  );
  const categoryGzip = homeGzip + gzipOf('assets/category.js', 'assets/grid.js');
  const page = (name: string, budgetBytes: number, routeModule?: string): BudgetedPage => ({
    name,
    budgetBytes,
    targetBytes: 100 * KIB,
    ...(routeModule ? { routeModule } : {}),
  });

  it('sums the gzip -9 size of each first-load file, a shared chunk once', () => {
    const [home, category] = measurePages(distDir, [
      page('home', 100 * KIB),
      page('category', 100 * KIB, 'src/app/routes/category.tsx'),
    ]);
    expect(home?.gzipBytes).toBe(homeGzip);
    expect(category?.gzipBytes).toBe(categoryGzip);
    expect(category?.js).toHaveLength(6);
    expect(category?.brotliBytes).toBeGreaterThan(0);
    expect(category?.cssGzipBytes).toBe(gzipOf('assets/index.css', 'assets/grid.css'));
  });

  it('passes a page at its budget and fails it one byte over', () => {
    const [atBudget, overBudget] = measurePages(distDir, [
      page('home', homeGzip),
      page('home', homeGzip - 1),
    ]);
    expect(atBudget?.isWithinBudget).toBe(true);
    expect(overBudget?.isWithinBudget).toBe(false);
    const rows = budgetTableRows([atBudget, overBudget].flatMap((size) => (size ? [size] : [])));
    expect(rows.slice(1).map((row) => row.slice(0, 2))).toEqual([
      ['home', 'ok'],
      ['home', 'OVER'],
    ]);
  });

  it('fails a page within its budget whose code without React passes the shop-code budget', () => {
    const shopGzip = homeGzip - gzipOf('assets/react.js');
    const [atBudget, overBudget] = measurePages(distDir, [
      { ...page('home', homeGzip), shopCodeBudgetBytes: shopGzip },
      { ...page('home', homeGzip), shopCodeBudgetBytes: shopGzip - 1 },
    ]);
    expect(atBudget).toMatchObject({ shopGzipBytes: shopGzip, isWithinBudget: true });
    expect(overBudget?.isWithinBudget).toBe(false);
  });

  it('says the target is not met while the page is within its budget', () => {
    const [home] = measurePages(distDir, [{ ...page('home', homeGzip), targetBytes: 10 }]);
    expect(home).toMatchObject({ isWithinBudget: true, isWithinTarget: false });
    expect(budgetTableRows(home ? [home] : [])[1]?.[1]).toBe('ok, > target');
  });

  it('asks for a build when the manifest is missing', () => {
    expect(() => measurePages(join(distDir, 'assets'))).toThrow(/npm run build/);
  });
});

describe('FIRST_LOAD_BUDGETS', () => {
  it('holds every budgeted page, a document each, to the 85 KB of issue [13], with no margin', () => {
    expect(FIRST_LOAD_BUDGETS.map((page) => page.name)).toEqual([
      'home (document)',
      'category (document)',
      'search (document)',
      'product (document)',
      'words (document)',
    ]);
    for (const page of FIRST_LOAD_BUDGETS) {
      expect(page.islandModules).toBeDefined();
      expect(page.targetBytes).toBe(85 * 1024);
    }
    for (const page of FIRST_LOAD_BUDGETS) expect(page.budgetBytes).toBe(85 * 1024);
  });
});
