import { describe, expect, it } from 'vitest';
import { MATERIAL_IDS, materialOf } from './material-of.ts';

const product = (name: string, tags: string[] = []) => ({ name, tags });

describe('materialOf', () => {
  it.each([
    [
      'Carbon Fibre Lime — Galaxy S24 & S24+ Skin',
      ['textured', 'carbon-fibre'],
      'carbon',
      'Carbon',
    ],
    ['Marble Obsidian — MacBook Air 13" Skin', ['glossy', 'marble', 'stone'], 'marble', 'Marble'],
    ['Terrazzo Obsidian — Envy x360 14 Skin', ['matte', 'terrazzo', 'stone'], 'stone', 'Stone'],
    ['Wood Sand — PS5 Slim Console Skin', ['textured', 'wood', 'natural'], 'wood', 'Wood'],
    ['Camo Forest — Xbox Series X Skin', ['matte', 'camo', 'military'], 'camo', 'Camo'],
    ['Leather Midnight Blue — Handheld Gaming PC Skin', ['textured'], 'leather', 'Leather'],
    ['Brushed Metal Forest — Apple Watch Series 10 Skin', ['metallic'], 'metal', 'Metal'],
    ['Holographic Arctic — iPhone 16 Skin', ['holographic'], 'holographic', 'Holographic'],
  ])('reads the material the design names: %s', (name, tags, id, label) => {
    expect(materialOf(product(name, tags))).toEqual({ id, label });
  });

  it('reads a material tag when the name does not say it', () => {
    expect(materialOf(product('Signature Obsidian — iPhone 16 Skin', ['carbon-fibre'])).id).toBe(
      'carbon',
    );
    expect(materialOf(product('Nightfall — Dell XPS 13 Skin', ['Brushed_Metal'])).id).toBe('metal');
  });

  it('lets the name win over the tags', () => {
    expect(materialOf(product('Wood Sand — MacBook Air Skin', ['marble'])).id).toBe('wood');
  });

  it('falls back to the finish tag, then to plain vinyl', () => {
    expect(materialOf(product('Hexagon Crimson — Apple Watch Skin', ['textured'])).id).toBe(
      'textured',
    );
    expect(materialOf(product('Gradient Sunset — iPhone 16 Skin', ['glossy'])).id).toBe('gloss');
    expect(materialOf(product('Stealth Lime — Watch Skin', ['matte', 'solid'])).id).toBe('matte');
    expect(materialOf(product('Holo Sunset — iPad Skin', ['matte'])).id).toBe('holographic');
    expect(materialOf(product('Prism Ocean — DualSense Skin', ['geometric']))).toEqual({
      id: 'vinyl',
      label: 'Vinyl',
    });
  });

  it('ignores material words in the device part of the name', () => {
    expect(materialOf(product('Gradient Sand — iPhone 15 Pro Titanium Skin', ['glossy'])).id).toBe(
      'gloss',
    );
  });

  it('matches whole words only, case-insensitively', () => {
    // "Oakland" is not oak, "Woodstock" is not wood, "Rose Gold" is a colour.
    expect(materialOf(product('Oakland Rose Gold — iPhone Skin', [])).id).toBe('vinyl');
    expect(materialOf(product('WOODSTOCK — iPhone Skin', [])).id).toBe('vinyl');
    expect(materialOf(product('CARBON night — iPhone Skin', [])).id).toBe('carbon');
  });

  it('reaches every material, each with a label of its own', () => {
    const found = [
      ...[
        'Kevlar',
        'Marble',
        'Granite',
        'Walnut',
        'Camouflage',
        'Suede',
        'Chrome',
        'Iridescent',
      ].map((word) => materialOf(product(`${word} Ocean — iPhone Skin`))),
      ...['glossy', 'matte', 'textured', 'neon'].map((tag) => materialOf(product('Ocean', [tag]))),
    ];
    expect(found.map((material) => material.id).sort()).toEqual([...MATERIAL_IDS].sort());
    expect(new Set(found.map((material) => material.label)).size).toBe(MATERIAL_IDS.length);
  });
});
