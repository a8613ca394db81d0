import type { Compatibility } from '@skins/shared';
import type { ArtworkDevice } from '../../../modules/media/index.ts';

/**
 * One cut of a skin and the real devices it fits. A family naming several models is sold as
 * one design with a model picker; `noun` finishes the product name ("Skin", "Controller Skin").
 */
export interface DeviceFamily {
  name: string;
  /** Written by hand: "Galaxy S24+" and "Galaxy S24" must not both become `galaxy-s24`. */
  slug: string;
  noun: string;
  compatibility: Compatibility[];
  /** The drawing on its images when the device does not look like its product type's usual one. */
  art?: ArtworkDevice;
}

export function family(
  name: string,
  slug: string,
  brand: string,
  models: string[],
  noun = 'Skin',
  art?: ArtworkDevice,
): DeviceFamily {
  return { name, slug, noun, compatibility: [{ brand, models }], ...(art ? { art } : {}) };
}

export const apple = (
  name: string,
  slug: string,
  models: string[],
  noun?: string,
  art?: ArtworkDevice,
) => family(name, slug, 'Apple', models, noun, art);
