import { describe, expect, it } from 'vitest';
import { summarize } from './page-meta.ts';

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
