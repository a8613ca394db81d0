import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import { chunkGroupOf } from './chunk-groups.ts';

// The first-load JavaScript budget (docs/decisions/032-first-load-budget.md): what a fresh
// browser must download, from the built files, before a page is interactive. Read from Vite's
// manifest; run by scripts/check-bundle-budget.mjs in `npm test` and printed by `npm run bench`.

export const KIB = 1024;

/**
 * A page's first load. A client-app page: the entry chunk, and its route module's chunk when it
 * is a lazy route. A browsing page (a document, decision 045): the islands entry and the chunks
 * of the islands that hydrate when the page is idle.
 */
export interface BudgetedPage {
  name: string;
  /** The route module as the manifest keys it (relative to apps/web); none for the entry's own. */
  routeModule?: string;
  /**
   * A document: the modules the island registry imports for its `idle` islands, as the
   * manifest keys them (e.g. `src/features/layout/index.ts` for the header).
   */
  islandModules?: readonly string[];
  /** The issue's goal, gzip bytes: issue [13]'s 85 KB for every document. */
  targetBytes: number;
  /** What `npm test` enforces today, gzip bytes: see FIRST_LOAD_BUDGETS. */
  budgetBytes: number;
  /** The part of it that is not React, gzip bytes; SHOP_CODE_BUDGET_BYTES unless set. */
  shopCodeBudgetBytes?: number;
}

// Issue [13]: ≤ 85 KB on the documents (decision 045), React included…
const DOCUMENT_TARGET_BYTES = 85 * KIB;
/** …of which the shop's own code (every file but React's chunk, vite.config.ts) ≤ 25 KB. */
export const SHOP_CODE_BUDGET_BYTES = 25 * KIB;
const REACT_CHUNK = /^assets\/react(-[\w-]+)?\.js$/;

/** The island every storefront document hydrates when idle: the header (the toasts wait). */
const LAYOUT_ISLANDS = ['src/features/layout/index.ts'];

/**
 * The enforced budgets, in one place. Every budgeted page is a document now (decision 045); a
 * page that does not meet the 85 KB target yet has its size, rounded up to the next KB, as its
 * budget: any growth fails `npm test`. Lower a budget in the commit that cuts its page, until it
 * reaches the target; raising one is a decision to write down (decision 032).
 */
export const FIRST_LOAD_BUDGETS: readonly BudgetedPage[] = [
  // Home: the layout's islands (the newsletter waits until it is in sight).
  {
    name: 'home (document)',
    islandModules: LAYOUT_ISLANDS,
    targetBytes: DOCUMENT_TARGET_BYTES,
    budgetBytes: 85 * KIB,
  },
  // A category or product type: the layout's islands. The listing's island comes only once a
  // device is chosen (its `device` load): a fresh browser's page is the server's list, with
  // links and a sort that work without it.
  {
    name: 'category (document)',
    islandModules: LAYOUT_ISLANDS,
    targetBytes: DOCUMENT_TARGET_BYTES,
    budgetBytes: 85 * KIB,
  },
  // Search: as a category (the results' island waits for a chosen device too).
  {
    name: 'search (document)',
    islandModules: LAYOUT_ISLANDS,
    targetBytes: DOCUMENT_TARGET_BYTES,
    budgetBytes: 85 * KIB,
  },
  // The product page: the layout's islands and the purchase options (the gallery waits for an
  // interaction, the preview until it is in sight).
  {
    name: 'product (document)',
    islandModules: [...LAYOUT_ISLANDS, 'src/features/catalog/product/product-purchase.tsx'],
    targetBytes: DOCUMENT_TARGET_BYTES,
    budgetBytes: 85 * KIB,
  },
  // The pages of words and policies, and the 404: the layout's islands only.
  {
    name: 'words (document)',
    islandModules: LAYOUT_ISLANDS,
    targetBytes: DOCUMENT_TARGET_BYTES,
    budgetBytes: 85 * KIB,
  },
];

/** The part of Vite's `.vite/manifest.json` this check reads (vite's ManifestChunk). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

export interface FirstLoadFiles {
  /** Built files, relative to the dist folder, in load order (entry first), each once. */
  js: string[];
  css: string[];
}

/** The client app's HTML entry. */
export const APP_ENTRY = 'index.html';

/** The browsing pages' HTML entry: the islands runtime (decision 045). */
export const DOCUMENT_ENTRY = 'islands.html';

/** The app that takes the page over: the entry (boot.ts) imports it once the HTML has painted. */
export const APP_MODULE = 'src/main.tsx';

/**
 * The manifest key of an island's module, among the islands entry's dynamic imports: the module
 * itself, or (when the client app shares it) the shared chunk Rolldown named after it.
 */
function islandChunkKey(manifest: ViteManifest, module: string): string {
  const dynamic = manifest[DOCUMENT_ENTRY]?.dynamicImports ?? [];
  if (dynamic.includes(module)) return module;
  // A module one of the build's groups captured (chunk-groups.ts) is in that group's chunk.
  const group = chunkGroupOf(module);
  const grouped = group && dynamic.find((key) => key.startsWith(`_${group.name}-`));
  if (grouped) return grouped;
  // Rolldown names a chunk after its module's file, or its folder for an index.ts.
  const base = module
    .replace(/\/index\.tsx?$/, '')
    .replace(/^.*\//, '')
    .replace(/\.tsx?$/, '');
  const shared = dynamic.find((key) => new RegExp(`^_${base}-[\\w-]+\\.js$`).test(key));
  if (!shared) {
    throw new Error(`the islands entry does not import ${module}: update FIRST_LOAD_BUDGETS`);
  }
  return shared;
}

/**
 * The files a browser fetches before the page can run: the HTML entry, the app it starts after
 * the first paint and the route's chunk, with every chunk they import statically, transitively
 * (the modulepreload graph). Other dynamic imports load later, on use, and do not count.
 */
export function firstLoadFiles(
  manifest: ViteManifest,
  routeModule?: string,
  islandModules?: readonly string[],
): FirstLoadFiles {
  const entry = islandModules ? DOCUMENT_ENTRY : APP_ENTRY;
  if (!manifest[entry]?.isEntry) {
    throw new Error(`the Vite manifest has no ${entry} entry chunk`);
  }
  const roots = islandModules
    ? [DOCUMENT_ENTRY, ...islandModules.map((module) => islandChunkKey(manifest, module))]
    : [APP_ENTRY, APP_MODULE];
  if (routeModule !== undefined) roots.push(routeModule);
  for (const root of roots) {
    if (!manifest[root]) {
      throw new Error(
        `the Vite manifest has no chunk for ${root}: was the module renamed, or made eager? Update FIRST_LOAD_BUDGETS.`,
      );
    }
  }
  const seen = new Set<string>();
  const js: string[] = [];
  const css = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the Vite manifest imports ${key} but has no entry for it`);
    js.push(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const root of roots) visit(root);
  return { js, css: [...css] };
}

export interface FileSize {
  file: string;
  rawBytes: number;
  gzipBytes: number;
  brotliBytes: number;
}

/**
 * Compressed here at the build's own levels (gzip 9, brotli 11, vite.config.ts), so small
 * files the build leaves uncompressed count too, and the figure is the code's whatever the
 * server sends.
 */
export function measureFile(distDir: string, file: string): FileSize {
  const body = readFileSync(join(distDir, file));
  return {
    file,
    rawBytes: body.byteLength,
    gzipBytes: gzipSync(body, { level: 9 }).byteLength,
    brotliBytes: brotliCompressSync(body, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 },
    }).byteLength,
  };
}

export interface PageSize {
  page: BudgetedPage;
  js: FileSize[];
  css: FileSize[];
  /** Sums over the page's JavaScript files. */
  rawBytes: number;
  gzipBytes: number;
  brotliBytes: number;
  cssGzipBytes: number;
  /** The gzip sum without React's chunk: the shop's own code and the build's runtime. */
  shopGzipBytes: number;
  isWithinBudget: boolean;
  isWithinTarget: boolean;
}

const sum = (files: FileSize[], key: 'rawBytes' | 'gzipBytes' | 'brotliBytes') =>
  files.reduce((total, file) => total + file[key], 0);

/** Each page's first load in `distDir` (a Vite build with `build.manifest: true`). */
export function measurePages(
  distDir: string,
  pages: readonly BudgetedPage[] = FIRST_LOAD_BUDGETS,
): PageSize[] {
  const manifest = readManifest(distDir);
  const sizes = new Map<string, FileSize>();
  const measured = (file: string) => {
    const size = sizes.get(file) ?? measureFile(distDir, file);
    sizes.set(file, size);
    return size;
  };
  return pages.map((page) => {
    const files = firstLoadFiles(manifest, page.routeModule, page.islandModules);
    const js = files.js.map(measured);
    const css = files.css.map(measured);
    const gzipBytes = sum(js, 'gzipBytes');
    const shopGzipBytes = sum(
      js.filter((file) => !REACT_CHUNK.test(file.file)),
      'gzipBytes',
    );
    return {
      page,
      js,
      css,
      rawBytes: sum(js, 'rawBytes'),
      gzipBytes,
      brotliBytes: sum(js, 'brotliBytes'),
      cssGzipBytes: sum(css, 'gzipBytes'),
      shopGzipBytes,
      isWithinBudget:
        gzipBytes <= page.budgetBytes &&
        shopGzipBytes <= (page.shopCodeBudgetBytes ?? SHOP_CODE_BUDGET_BYTES),
      isWithinTarget: gzipBytes <= page.targetBytes,
    };
  });
}

export function readManifest(distDir: string): ViteManifest {
  const path = join(distDir, '.vite', 'manifest.json');
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    throw new Error(`no ${path}: build the storefront first (npm run build)`);
  }
  return JSON.parse(text);
}

export const formatKib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KB`;

/** The table both the check and the bench print; columns from the fourth on are numbers. */
export function budgetTableRows(pages: PageSize[]): string[][] {
  return [
    [
      'page',
      'verdict',
      'js files',
      'raw',
      'gzip',
      'of it shop',
      'brotli',
      'budget',
      'target',
      'css gzip',
    ],
    ...pages.map((size) => [
      size.page.name,
      budgetVerdict(size),
      `${size.js.length}`,
      formatKib(size.rawBytes),
      formatKib(size.gzipBytes),
      formatKib(size.shopGzipBytes),
      formatKib(size.brotliBytes),
      formatKib(size.page.budgetBytes),
      formatKib(size.page.targetBytes),
      formatKib(size.cssGzipBytes),
    ]),
  ];
}

/** OVER fails the check; "ok, > target" passes it but says the goal is not met yet. */
export function budgetVerdict(size: PageSize): string {
  if (!size.isWithinBudget) return 'OVER';
  return size.isWithinTarget ? 'ok' : 'ok, > target';
}

export function formatTable(rows: string[][], rightAlignFrom = 2): string {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((r) => r[column]?.length ?? 0)));
  if (!widths) return '';
  const line = (cells: string[]) =>
    `  ${cells
      .map((cell, i) =>
        i >= rightAlignFrom ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0),
      )
      .join('  ')}`.trimEnd();
  const [header = [], ...body] = rows;
  const rule = `  ${widths.map((w) => '-'.repeat(w)).join('  ')}`;
  return [line(header), rule, ...body.map(line)].join('\n');
}
