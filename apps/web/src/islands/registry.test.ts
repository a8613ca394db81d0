import { describe, expect, it } from 'vitest';
import { ISLANDS } from './registry.ts';

describe('island registry', () => {
  it.each(Object.keys(ISLANDS))('loads the island "%s" under its own name', async (name) => {
    const exports = (await ISLANDS[name]?.()) ?? {};
    const islands = Object.values(exports).filter(
      (value) => (value as { islandName?: string } | null)?.islandName === name,
    );
    expect(islands).toHaveLength(1);
    expect(typeof (islands[0] as { Component?: unknown }).Component).toBe('function');
  });
});
