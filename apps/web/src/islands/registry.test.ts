import { describe, expect, it } from 'vitest';
import { ISLANDS } from './registry.ts';

describe('island registry', () => {
  it.each(Object.keys(ISLANDS))('loads the island "%s" under its own name', async (name) => {
    const island = await ISLANDS[name]?.();
    expect(island?.islandName).toBe(name);
    expect(typeof island?.Component).toBe('function');
  });
});
