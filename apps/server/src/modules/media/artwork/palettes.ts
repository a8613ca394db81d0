import type { ArtworkPalette } from './artwork-spec.ts';

/**
 * Colour roles every pattern draws from: `ink` darkest, `deep`, `base`, `light`, `paper`
 * lightest; `accent` and `accent2` for lines, chips and glows; `studio` tints the backdrop.
 */
export interface Palette {
  ink: string;
  deep: string;
  base: string;
  light: string;
  paper: string;
  accent: string;
  accent2: string;
  studio: string;
  isDark: boolean;
}

export const PALETTES: Record<ArtworkPalette, Palette> = {
  obsidian: {
    ink: '#0d0e11',
    deep: '#1b1d22',
    base: '#2c3038',
    light: '#4f5563',
    paper: '#8b92a1',
    accent: '#a9b4c8',
    accent2: '#5c6bff',
    studio: '#e9eaee',
    isDark: true,
  },
  arctic: {
    ink: '#6f8598',
    deep: '#a9c1d3',
    base: '#d6e4ee',
    light: '#edf4f9',
    paper: '#fbfdff',
    accent: '#5aa3d6',
    accent2: '#b9d8ef',
    studio: '#eef2f6',
    isDark: false,
  },
  sunset: {
    ink: '#3b1747',
    deep: '#7a2a67',
    base: '#e8516d',
    light: '#ff9a62',
    paper: '#ffd59a',
    accent: '#ffc15e',
    accent2: '#8a4fd8',
    studio: '#f6ede9',
    isDark: false,
  },
  forest: {
    ink: '#142219',
    deep: '#223a2a',
    base: '#3d6247',
    light: '#7f9d6c',
    paper: '#c9d5b0',
    accent: '#a7c080',
    accent2: '#d8b56a',
    studio: '#eceee8',
    isDark: true,
  },
  ocean: {
    ink: '#061b2e',
    deep: '#0b3a5c',
    base: '#126b8c',
    light: '#3fb0bf',
    paper: '#a8e3e6',
    accent: '#5fe0d6',
    accent2: '#f2c46d',
    studio: '#e8eff2',
    isDark: true,
  },
  'rose-gold': {
    ink: '#5b3a36',
    deep: '#9c6b61',
    base: '#d6a291',
    light: '#efcbbd',
    paper: '#fbeae2',
    accent: '#b77b6c',
    accent2: '#f4d6a0',
    studio: '#f5eeeb',
    isDark: false,
  },
  crimson: {
    ink: '#2a070e',
    deep: '#5c0f1f',
    base: '#9f1c34',
    light: '#d6445a',
    paper: '#f2a6ae',
    accent: '#ff6b7d',
    accent2: '#e8c26d',
    studio: '#efe9e9',
    isDark: true,
  },
  sand: {
    ink: '#4d3b26',
    deep: '#86694a',
    base: '#c4a77e',
    light: '#dfc9a6',
    paper: '#f3e8d4',
    accent: '#a7744a',
    accent2: '#6f8a7b',
    studio: '#f3efe8',
    isDark: false,
  },
  'midnight-blue': {
    ink: '#070b1f',
    deep: '#111a3d',
    base: '#1d2b5f',
    light: '#34478f',
    paper: '#8896c9',
    accent: '#d4ae62',
    accent2: '#6d8cff',
    studio: '#e8e9ef',
    isDark: true,
  },
  lime: {
    ink: '#1d2a05',
    deep: '#3f5d0a',
    base: '#86bf1a',
    light: '#b9e35a',
    paper: '#e7f7b8',
    accent: '#e9ff6b',
    accent2: '#2f3b3a',
    studio: '#eef1e6',
    isDark: false,
  },
};
