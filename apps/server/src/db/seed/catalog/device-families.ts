import type { ProductTypeName } from '@skins/shared';
import { MORE_PHONE_FAMILIES } from './device-families-more-phones.ts';
import { PHONE_FAMILIES } from './device-families-phones.ts';
import { apple, type DeviceFamily, family } from './device-family.ts';

export type { DeviceFamily } from './device-family.ts';

export const DEVICE_FAMILIES: Record<ProductTypeName, DeviceFamily[]> = {
  ...PHONE_FAMILIES,
  ...MORE_PHONE_FAMILIES,
  macbook: [
    apple('MacBook Air 13" (M2/M3)', 'macbook-air-13-m2-m3', [
      'MacBook Air M3 13"',
      'MacBook Air M2 13"',
    ]),
    apple('MacBook Air 15" (M2/M3)', 'macbook-air-15-m2-m3', [
      'MacBook Air M3 15"',
      'MacBook Air M2 15"',
    ]),
    apple('MacBook Air 13" (M1)', 'macbook-air-13-m1', ['MacBook Air M1 13"']),
    apple('MacBook Pro 14"', 'macbook-pro-14', [
      'MacBook Pro 14" (M4)',
      'MacBook Pro 14" (M3)',
      'MacBook Pro 14" (M3 Pro/Max)',
    ]),
    apple('MacBook Pro 16"', 'macbook-pro-16', [
      'MacBook Pro 16" (M4 Pro/Max)',
      'MacBook Pro 16" (M3)',
    ]),
    apple('MacBook Pro 13" (M1/M2)', 'macbook-pro-13-m1-m2', [
      'MacBook Pro 13" (M2)',
      'MacBook Pro 13" (M1)',
    ]),
  ],
  dell: [
    family('XPS 13', 'dell-xps-13', 'Dell', ['XPS 13 9340', 'XPS 13 9315']),
    family('XPS 15', 'dell-xps-15', 'Dell', ['XPS 15 9530', 'XPS 15 9520']),
    family('XPS 14 & 16', 'dell-xps-14-and-16', 'Dell', ['XPS 14 9440', 'XPS 16 9640']),
    family('Inspiron 14', 'dell-inspiron-14', 'Dell', [
      'Inspiron 14 5440',
      'Inspiron 14 7440 2-in-1',
    ]),
    family('Inspiron 15', 'dell-inspiron-15', 'Dell', ['Inspiron 15 3520', 'Inspiron 15 3530']),
    family('Latitude 7440', 'dell-latitude-7440', 'Dell', ['Latitude 7440', 'Latitude 7450']),
    family('Alienware m16', 'dell-alienware-m16', 'Dell', ['Alienware m16 R2', 'Alienware m16 R1']),
    family('Dell G15', 'dell-g15', 'Dell', ['G15 5530', 'G15 5520']),
  ],
  hp: [
    family('Spectre x360 14', 'hp-spectre-x360-14', 'HP', [
      'Spectre x360 14 (2024)',
      'Spectre x360 14 (2023)',
    ]),
    family('Spectre x360 16', 'hp-spectre-x360-16', 'HP', ['Spectre x360 16 (2024)']),
    family('Envy x360 15', 'hp-envy-x360-15', 'HP', ['Envy x360 15 (2023)', 'Envy x360 15 (2022)']),
    family('Envy x360 14', 'hp-envy-x360-14', 'HP', ['Envy x360 14 (2024)']),
    family('Pavilion 15', 'hp-pavilion-15', 'HP', ['Pavilion 15 (2023)', 'Pavilion 15 (2022)']),
    family('Pavilion x360 14', 'hp-pavilion-x360-14', 'HP', ['Pavilion x360 14']),
    family('Victus 16', 'hp-victus-16', 'HP', ['Victus 16 (Intel)', 'Victus 16 (AMD)']),
    family('Omen 16', 'hp-omen-16', 'HP', ['Omen 16 (2023)', 'Omen Transcend 16']),
    family('HP 15s', 'hp-15s', 'HP', ['HP 15s (Intel)', 'HP 15s (AMD)']),
  ],
  ps5: [
    family(
      'PlayStation 5 Slim (Disc)',
      'ps5-slim-disc',
      'Sony',
      ['PS5 Slim (Disc)'],
      'Console Skin',
    ),
    family(
      'PlayStation 5 Slim (Digital)',
      'ps5-slim-digital',
      'Sony',
      ['PS5 Slim (Digital)'],
      'Console Skin',
    ),
    family('PlayStation 5 Pro', 'ps5-pro', 'Sony', ['PS5 Pro'], 'Console Skin'),
    family(
      'PlayStation 5 Slim',
      'ps5-slim-bundle',
      'Sony',
      ['PS5 Slim (Disc)', 'PS5 Slim (Digital)', 'DualSense'],
      'Console & Controller Skin Bundle',
    ),
    family(
      'PlayStation 5 (2020)',
      'ps5-original',
      'Sony',
      ['PS5 (Disc Edition)', 'PS5 (Digital Edition)'],
      'Console Skin',
    ),
    family(
      'PS5 DualSense',
      'dualsense',
      'Sony',
      ['DualSense', 'DualSense Edge'],
      'Controller Skin',
      'dualsense',
    ),
  ],
  xbox: [
    family(
      'Xbox Series X',
      'xbox-series-x',
      'Microsoft',
      ['Xbox Series X', 'Xbox Series X Digital'],
      'Console Skin',
    ),
    family(
      'Xbox Series S',
      'xbox-series-s',
      'Microsoft',
      ['Xbox Series S', 'Xbox Series S 1TB'],
      'Console Skin',
      'xbox-series-s',
    ),
    family(
      'Xbox Series X',
      'xbox-series-x-bundle',
      'Microsoft',
      ['Xbox Series X', 'Xbox Wireless Controller'],
      'Console & Controller Skin Bundle',
    ),
    family(
      'Xbox Wireless Controller',
      'xbox-wireless-controller',
      'Microsoft',
      ['Xbox Wireless Controller', 'Xbox Elite Series 2'],
      'Controller Skin',
      'xbox-controller',
    ),
  ],
  nintendo: [
    family('Switch OLED', 'switch-oled', 'Nintendo', ['Switch OLED']),
    family('Nintendo Switch', 'nintendo-switch', 'Nintendo', ['Switch']),
    family('Switch Lite', 'switch-lite', 'Nintendo', ['Switch Lite'], 'Skin', 'switch-lite'),
    family('Switch Family', 'switch-family', 'Nintendo', ['Switch OLED', 'Switch', 'Switch Lite']),
    family('Joy-Con', 'joy-con', 'Nintendo', ['Joy-Con (L/R)'], 'Controller Skin', 'joy-con'),
    family(
      'Switch Pro Controller',
      'switch-pro-controller',
      'Nintendo',
      ['Switch Pro Controller'],
      'Controller Skin',
      'switch-pro-controller',
    ),
  ],
  airpods: [
    apple(
      'AirPods Pro 2',
      'airpods-pro-2',
      ['AirPods Pro 2 (USB-C)', 'AirPods Pro 2 (Lightning)'],
      'Case Skin',
    ),
    apple('AirPods 4', 'airpods-4', ['AirPods 4', 'AirPods 4 with ANC'], 'Case Skin'),
    apple('AirPods 3', 'airpods-3', ['AirPods 3'], 'Case Skin'),
    apple('AirPods Pro', 'airpods-pro-1', ['AirPods Pro (1st generation)'], 'Case Skin'),
    apple('AirPods Max', 'airpods-max', ['AirPods Max'], 'Headphone Skin', 'airpods-max'),
  ],
  'apple-watch': [
    apple('Apple Watch Series 10', 'apple-watch-series-10', [
      'Series 10 (42mm)',
      'Series 10 (46mm)',
    ]),
    apple('Apple Watch Series 9', 'apple-watch-series-9', ['Series 9 (41mm)', 'Series 9 (45mm)']),
    apple('Apple Watch Series 7–9', 'apple-watch-series-7-to-9', [
      'Series 9 (41mm)',
      'Series 9 (45mm)',
      'Series 8 (41mm)',
      'Series 8 (45mm)',
      'Series 7 (41mm)',
      'Series 7 (45mm)',
    ]),
    apple(
      'Apple Watch Ultra 2',
      'apple-watch-ultra-2',
      ['Ultra 2 (49mm)', 'Ultra (49mm)'],
      'Skin',
      'apple-watch-ultra',
    ),
    apple('Apple Watch SE', 'apple-watch-se', ['SE (40mm)', 'SE (44mm)']),
  ],
  others: [
    apple('iPad Air 11" (M2)', 'ipad-air-11-m2', [
      'iPad Air 11" (M2)',
      'iPad Air (5th generation)',
    ]),
    apple('iPad Pro 11" (M4)', 'ipad-pro-11-m4', ['iPad Pro 11" (M4)']),
    apple('iPad (10th generation)', 'ipad-10th-gen', ['iPad (10th generation)']),
    family('Galaxy Tab S9', 'galaxy-tab-s9', 'Samsung', ['Galaxy Tab S9', 'Galaxy Tab S9 FE']),
    family(
      'Steam Deck',
      'steam-deck',
      'Valve',
      ['Steam Deck OLED', 'Steam Deck LCD'],
      'Skin',
      'handheld-pc',
    ),
    family('GoPro HERO', 'gopro-hero', 'GoPro', ['HERO12 Black', 'HERO11 Black'], 'Skin', 'gopro'),
    family(
      'Kindle Paperwhite',
      'kindle-paperwhite',
      'Amazon',
      ['Kindle Paperwhite (11th generation)'],
      'Skin',
      'e-reader',
    ),
    {
      name: 'iPad & Galaxy Tab',
      slug: 'ipad-and-galaxy-tab',
      noun: 'Tablet Skin',
      compatibility: [
        { brand: 'Apple', models: ['iPad Air 11" (M2)', 'iPad (10th generation)'] },
        { brand: 'Samsung', models: ['Galaxy Tab S9 FE'] },
      ],
    },
    {
      name: 'Handheld Gaming PC',
      slug: 'handheld-gaming-pc',
      noun: 'Skin',
      art: 'handheld-pc',
      compatibility: [
        { brand: 'Valve', models: ['Steam Deck OLED'] },
        { brand: 'ASUS', models: ['ROG Ally', 'ROG Ally X'] },
        { brand: 'Lenovo', models: ['Legion Go'] },
      ],
    },
  ],
};
