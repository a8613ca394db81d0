import { type DeviceFamily, family } from './device-family.ts';

// Issue [14]: the phones most of India carries, beyond the category bar's three brands. Models
// as the makers sell them in India (2024–2025), named the way a shopper says them.
const xiaomi = (name: string, slug: string, models: string[], art?: 'xiaomi-ultra') =>
  family(name, slug, 'Xiaomi', models, 'Skin', art);
const vivo = (name: string, slug: string, models: string[], art?: 'vivo-v-series') =>
  family(name, slug, 'Vivo', models, 'Skin', art);
const oppo = (name: string, slug: string, models: string[], art?: 'oppo-find-x') =>
  family(name, slug, 'Oppo', models, 'Skin', art);

export const MORE_PHONE_FAMILIES = {
  xiaomi: [
    xiaomi('Xiaomi 15', 'xiaomi-15', ['Xiaomi 15']),
    xiaomi('Xiaomi 14', 'xiaomi-14', ['Xiaomi 14']),
    xiaomi(
      'Xiaomi 15 & 14 Ultra',
      'xiaomi-15-and-14-ultra',
      ['Xiaomi 15 Ultra', 'Xiaomi 14 Ultra'],
      'xiaomi-ultra',
    ),
  ],
  redmi: [
    family('Redmi Note 14 Pro+', 'redmi-note-14-pro-plus', 'Redmi', ['Redmi Note 14 Pro+ 5G']),
    family('Redmi Note 14 Pro', 'redmi-note-14-pro', 'Redmi', ['Redmi Note 14 Pro 5G']),
    family('Redmi Note 14', 'redmi-note-14', 'Redmi', ['Redmi Note 14 5G']),
    family('Redmi Note 14 Series', 'redmi-note-14-series', 'Redmi', [
      'Redmi Note 14 Pro+ 5G',
      'Redmi Note 14 Pro 5G',
      'Redmi Note 14 5G',
    ]),
  ],
  vivo: [
    vivo('Vivo X200 Pro', 'vivo-x200-pro', ['Vivo X200 Pro']),
    vivo('Vivo X200', 'vivo-x200', ['Vivo X200']),
    vivo('Vivo V50 & V50e', 'vivo-v50-and-v50e', ['Vivo V50', 'Vivo V50e'], 'vivo-v-series'),
  ],
  oppo: [
    oppo('Oppo Reno14 Pro', 'oppo-reno14-pro', ['Oppo Reno14 Pro 5G']),
    oppo('Oppo Reno14', 'oppo-reno14', ['Oppo Reno14 5G']),
    oppo('Oppo Reno13 Pro', 'oppo-reno13-pro', ['Oppo Reno13 Pro 5G']),
    oppo('Oppo Find X8 Pro', 'oppo-find-x8-pro', ['Oppo Find X8 Pro'], 'oppo-find-x'),
  ],
  realme: [
    family('Realme 14 Pro+', 'realme-14-pro-plus', 'Realme', ['Realme 14 Pro+']),
    family('Realme 14 Pro', 'realme-14-pro', 'Realme', ['Realme 14 Pro']),
    family('Realme 13 Pro & Pro+', 'realme-13-pro-and-pro-plus', 'Realme', [
      'Realme 13 Pro+',
      'Realme 13 Pro',
    ]),
  ],
  motorola: [
    family('Motorola Edge 60 Pro', 'motorola-edge-60-pro', 'Motorola', ['Motorola Edge 60 Pro']),
    family('Motorola Edge 60 Fusion', 'motorola-edge-60-fusion', 'Motorola', [
      'Motorola Edge 60 Fusion',
    ]),
    family('Motorola Edge 50 Pro', 'motorola-edge-50-pro', 'Motorola', ['Motorola Edge 50 Pro']),
    family('Moto G96', 'moto-g96', 'Motorola', ['Moto G96']),
  ],
  nothing: [
    family('Nothing Phone (3a) Pro', 'nothing-phone-3a-pro', 'Nothing', ['Nothing Phone (3a) Pro']),
    family('Nothing Phone (3a)', 'nothing-phone-3a', 'Nothing', ['Nothing Phone (3a)']),
    family('Nothing Phone (2a)', 'nothing-phone-2a', 'Nothing', [
      'Nothing Phone (2a)',
      'Nothing Phone (2a) Plus',
    ]),
  ],
  pixel: [
    family('Pixel 10 Pro XL', 'pixel-10-pro-xl', 'Google', ['Pixel 10 Pro XL']),
    family('Pixel 10 Pro', 'pixel-10-pro', 'Google', ['Pixel 10 Pro']),
    family('Pixel 10', 'pixel-10', 'Google', ['Pixel 10']),
    family('Pixel 9 Pro XL', 'pixel-9-pro-xl', 'Google', ['Pixel 9 Pro XL']),
    family('Pixel 9 & Pro', 'pixel-9-and-9-pro', 'Google', ['Pixel 9', 'Pixel 9 Pro']),
  ],
} satisfies Record<
  'xiaomi' | 'redmi' | 'vivo' | 'oppo' | 'realme' | 'motorola' | 'nothing' | 'pixel',
  DeviceFamily[]
>;
