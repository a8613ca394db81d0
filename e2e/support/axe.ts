import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

// WCAG 2.2 A and AA plus axe's best practices; only serious and critical findings fail a test.
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const BLOCKING = new Set(['serious', 'critical']);

/** Waits until no CSS transition or animation is running, so colours are the final ones. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => {
      // Endless spinners never settle, nor does what follows the scroll (the home header's
      // colour: styles.css); everything else must have finished.
      if (!(animation.timeline instanceof DocumentTimeline)) return true;
      const iterations = animation.effect?.getComputedTiming().iterations;
      return iterations === Number.POSITIVE_INFINITY || animation.playState !== 'running';
    }),
  );
}

/**
 * Runs axe on the page, or only on the part `include` selects; fails on serious or critical
 * findings, prints the rest.
 */
export async function expectNoSeriousViolations(
  page: Page,
  label: string,
  include?: string,
): Promise<void> {
  await settled(page);
  const builder = new AxeBuilder({ page }).withTags(TAGS);
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  const describe = (violation: (typeof violations)[number]) =>
    `[${violation.impact}] ${violation.id}: ${violation.help} — ${violation.nodes
      .slice(0, 3)
      .map((node) => node.target.join(' '))
      .join(' | ')}${violation.nodes.length > 3 ? ` (+${violation.nodes.length - 3} more)` : ''}`;
  const minor = violations.filter((violation) => !BLOCKING.has(violation.impact ?? ''));
  if (minor.length > 0) {
    console.info(
      `axe, ${label}: ${minor.length} moderate/minor\n  ${minor.map(describe).join('\n  ')}`,
    );
  }
  const blocking = violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
  expect(blocking.map(describe), `serious or critical axe findings on ${label}`).toEqual([]);
}
