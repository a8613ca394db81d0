import { describe, expect, it } from 'vitest';
import { contentMeta, summarize } from './page-meta.ts';

describe('contentMeta', () => {
  it("states the return policy's window from the setting, within the description's length", () => {
    for (const returnWindowDays of [7, 12, 365]) {
      const { description } = contentMeta('/policies/returns', { returnWindowDays });
      expect(description).toBe(
        `Unused skins can be returned within ${returnWindowDays} days of delivery. How to start a return, and how refunds reach your original payment method.`,
      );
      expect(summarize(description)).toBe(description);
    }
  });

  it('leaves the other pages as they are, whatever the window', () => {
    expect(contentMeta('/faq', { returnWindowDays: 12 }).description).toBe(
      contentMeta('/faq', { returnWindowDays: 7 }).description,
    );
  });
});

describe('summarize', () => {
  it('collapses whitespace and keeps short text whole', () => {
    expect(summarize('  Matte   black.\n\nCut for\tthe camera. ')).toBe(
      'Matte black. Cut for the camera.',
    );
  });

  it('cuts long text at a word boundary with an ellipsis, within the limit', () => {
    const text = 'Precision-cut vinyl, '.repeat(20);
    const summary = summarize(text, 60);
    expect(summary.length).toBeLessThanOrEqual(60);
    expect(summary).toBe('Precision-cut vinyl, Precision-cut vinyl, Precision-cut…');
  });

  it('cuts a single overlong word hard', () => {
    expect(summarize('x'.repeat(100), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});
