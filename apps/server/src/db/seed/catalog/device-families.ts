import type { Compatibility, ProductTypeName } from '@skins/shared';
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

function family(
  name: string,
  slug: string,
  brand: string,
  models: string[],
  noun = 'Skin',
  art?: ArtworkDevice,
): DeviceFamily {
  return { name, slug, noun, compatibility: [{ brand, models }], ...(art ? { art } : {}) };
}

const apple = (name: string, slug: string, models: string[], noun?: string, art?: ArtworkDevice) =>
  family(name, slug, 'Apple', models, noun, art);

export const DEVICE_FAMILIES: Record<ProductTypeName, DeviceFamily[]> = {
  iphone: [
    apple('iPhone 16 Pro Max', 'iphone-16-pro-max', ['iPhone 16 Pro Max']),
    apple('iPhone 16 Pro', 'iphone-16-pro', ['iPhone 16 Pro']),
    apple('iPhone 16 & Plus', 'iphone-16-and-16-plus', ['iPhone 16', 'iPhone 16 Plus']),
    apple('iPhone 16 Series', 'iphone-16-series', [
      'iPhone 16 Pro Max',
      'iPhone 16 Pro',
      'iPhone 16 Plus',
      'iPhone 16',
    ]),
    apple('iPhone 15 Pro Max', 'iphone-15-pro-max', ['iPhone 15 Pro Max']),
    apple('iPhone 15 Pro', 'iphone-15-pro', ['iPhone 15 Pro']),
    apple('iPhone 15 & Plus', 'iphone-15-and-15-plus', ['iPhone 15', 'iPhone 15 Plus']),
    apple('iPhone 14 Series', 'iphone-14-series', [
      'iPhone 14 Pro Max',
      'iPhone 14 Pro',
      'iPhone 14 Plus',
      'iPhone 14',
    ]),
    apple('iPhone 13 Series', 'iphone-13-series', [
      'iPhone 13 Pro Max',
      'iPhone 13 Pro',
      'iPhone 13',
      'iPhone 13 mini',
    ]),
    apple('iPhone 13–16', 'iphone-13-to-16', [
      'iPhone 16 Pro Max',
      'iPhone 16 Pro',
      'iPhone 16 Plus',
      'iPhone 16',
      'iPhone 15 Pro Max',
      'iPhone 15 Pro',
      'iPhone 15',
      'iPhone 14 Pro Max',
      'iPhone 14',
      'iPhone 13',
    ]),
  ],
  samsung: [
    family('Galaxy S24 Ultra', 'galaxy-s24-ultra', 'Samsung', ['Galaxy S24 Ultra']),
    family('Galaxy S24 & S24+', 'galaxy-s24-and-s24-plus', 'Samsung', [
      'Galaxy S24',
      'Galaxy S24+',
    ]),
    family('Galaxy S24 FE', 'galaxy-s24-fe', 'Samsung', ['Galaxy S24 FE']),
    family('Galaxy S23 Ultra', 'galaxy-s23-ultra', 'Samsung', ['Galaxy S23 Ultra']),
    family('Galaxy S23 Series', 'galaxy-s23-series', 'Samsung', [
      'Galaxy S23 Ultra',
      'Galaxy S23+',
      'Galaxy S23',
      'Galaxy S23 FE',
    ]),
    family(
      'Galaxy Z Flip6 & Flip5',
      'galaxy-z-flip6-and-flip5',
      'Samsung',
      ['Galaxy Z Flip6', 'Galaxy Z Flip5'],
      'Skin',
      'galaxy-flip',
    ),
    family(
      'Galaxy Z Fold6 & Fold5',
      'galaxy-z-fold6-and-fold5',
      'Samsung',
      ['Galaxy Z Fold6', 'Galaxy Z Fold5'],
      'Skin',
      'galaxy-fold',
    ),
    family('Galaxy A55 & A35', 'galaxy-a55-and-a35', 'Samsung', ['Galaxy A55 5G', 'Galaxy A35 5G']),
    family('Galaxy M35 & F55', 'galaxy-m35-and-f55', 'Samsung', ['Galaxy M35 5G', 'Galaxy F55 5G']),
  ],
  oneplus: [
    family('OnePlus 13', 'oneplus-13', 'OnePlus', ['OnePlus 13']),
    family('OnePlus 13R', 'oneplus-13r', 'OnePlus', ['OnePlus 13R']),
    family('OnePlus 12', 'oneplus-12', 'OnePlus', ['OnePlus 12']),
    family('OnePlus 12R', 'oneplus-12r', 'OnePlus', ['OnePlus 12R']),
    family('OnePlus 11', 'oneplus-11', 'OnePlus', ['OnePlus 11 5G', 'OnePlus 11R 5G']),
    family('OnePlus Nord 4', 'oneplus-nord-4', 'OnePlus', ['OnePlus Nord 4']),
    family('OnePlus Nord CE4 & Lite', 'oneplus-nord-ce4-and-ce4-lite', 'OnePlus', [
      'OnePlus Nord CE4',
      'OnePlus Nord CE4 Lite 5G',
    ]),
    family('OnePlus Nord CE3', 'oneplus-nord-ce3', 'OnePlus', [
      'OnePlus Nord CE3 5G',
      'OnePlus Nord CE3 Lite 5G',
    ]),
    family('OnePlus Open', 'oneplus-open', 'OnePlus', ['OnePlus Open']),
  ],
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
    apple('Apple Watch Ultra 2', 'apple-watch-ultra-2', ['Ultra 2 (49mm)', 'Ultra (49mm)']),
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
