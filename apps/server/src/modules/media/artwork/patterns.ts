import type { ArtworkPattern } from './artwork-spec.ts';
import { camo, floral, geometric, hexagon, terrazzo } from './patterns-motifs.ts';
import { marble, topographic, wood } from './patterns-organic.ts';
import {
  brushedMetal,
  carbonFibre,
  gradient,
  holographic,
  leather,
  neonGrid,
  type PatternDefs,
  stealthMatte,
} from './patterns-textures.ts';

export const PATTERNS: Record<ArtworkPattern, PatternDefs> = {
  'carbon-fibre': carbonFibre,
  marble,
  camo,
  'brushed-metal': brushedMetal,
  wood,
  gradient,
  'neon-grid': neonGrid,
  floral,
  hexagon,
  geometric,
  terrazzo,
  topographic,
  holographic,
  leather,
  'stealth-matte': stealthMatte,
};
