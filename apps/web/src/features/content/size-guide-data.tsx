import type { ProductTypeName } from '@skins/shared';
import type { ReactNode } from 'react';

export interface DeviceTypeGuide {
  /** The device families we cut skins for, as shoppers name them. */
  families: readonly string[];
  findModel: ReactNode;
}

/** What each product type covers and how to read the exact model off the device. */
export const SIZE_GUIDE: Record<ProductTypeName, DeviceTypeGuide> = {
  iphone: {
    families: [
      'iPhone 13, 13 mini, 13 Pro, 13 Pro Max',
      'iPhone 14 series',
      'iPhone 15 series',
      'iPhone 16 series',
    ],
    findModel: (
      <>
        <strong>Settings → General → About</strong>: the <em>Model Name</em> line, e.g. “iPhone 15
        Pro”.
      </>
    ),
  },
  samsung: {
    families: [
      'Galaxy S23 and S24 series, incl. FE and Ultra',
      'Galaxy Z Flip5, Flip6, Fold5, Fold6',
      'Galaxy A35, A55, M35, F55',
    ],
    findModel: (
      <>
        <strong>Settings → About phone</strong>: the <em>Model name</em> (e.g. “Galaxy S24 Ultra”)
        and model number (e.g. SM-S928B).
      </>
    ),
  },
  oneplus: {
    families: [
      'OnePlus 11, 12, 12R, 13, 13R',
      'OnePlus Nord 4, Nord CE3, CE4, CE4 Lite',
      'OnePlus Open',
    ],
    findModel: (
      <>
        <strong>Settings → About device</strong>: the device name and model shown at the top.
      </>
    ),
  },
  xiaomi: {
    families: ['Xiaomi 15, 14', 'Xiaomi 15 Ultra, 14 Ultra'],
    findModel: (
      <>
        <strong>Settings → About phone</strong>: the <em>Device name</em> or <em>Model</em> line.
      </>
    ),
  },
  redmi: {
    families: ['Redmi Note 14, Note 14 Pro, Note 14 Pro+ (5G)'],
    findModel: (
      <>
        <strong>Settings → About phone</strong>: the <em>Device name</em> or <em>Model</em> line.
      </>
    ),
  },
  vivo: {
    families: ['Vivo X200, X200 Pro', 'Vivo V50, V50e'],
    findModel: (
      <>
        <strong>Settings → About phone</strong>: the <em>Device name</em> or <em>Model</em> line.
      </>
    ),
  },
  oppo: {
    families: ['Oppo Reno14, Reno14 Pro, Reno13 Pro', 'Oppo Find X8 Pro'],
    findModel: (
      <>
        <strong>Settings → About phone</strong>: the <em>Device name</em> or <em>Model</em> line.
      </>
    ),
  },
  realme: {
    families: ['Realme 14 Pro, 14 Pro+', 'Realme 13 Pro, 13 Pro+'],
    findModel: (
      <>
        <strong>Settings → About phone</strong>: the <em>Device name</em> or <em>Model</em> line.
      </>
    ),
  },
  motorola: {
    families: ['Motorola Edge 60 Pro, Edge 60 Fusion, Edge 50 Pro', 'Moto G96'],
    findModel: (
      <>
        <strong>Settings → About phone</strong>: the <em>Device name</em> or <em>Model</em> line.
      </>
    ),
  },
  nothing: {
    families: ['Nothing Phone (3a), (3a) Pro', 'Nothing Phone (2a), (2a) Plus'],
    findModel: (
      <>
        <strong>Settings → About phone</strong>: the <em>Device name</em> or <em>Model</em> line.
      </>
    ),
  },
  pixel: {
    families: ['Pixel 10, 10 Pro, 10 Pro XL', 'Pixel 9, 9 Pro, 9 Pro XL'],
    findModel: (
      <>
        <strong>Settings → About phone</strong>: the <em>Model</em> line, e.g. “Pixel 9 Pro”.
      </>
    ),
  },
  macbook: {
    families: [
      'MacBook Air 13" (M1, M2, M3) and 15" (M2, M3)',
      'MacBook Pro 13" (M1, M2)',
      'MacBook Pro 14" and 16" (M3, M4)',
    ],
    findModel: (
      <>
        <strong>Apple menu → About This Mac</strong>: the name, screen size, chip and year, e.g.
        “MacBook Air, 13-inch, M2, 2022”.
      </>
    ),
  },
  dell: {
    families: [
      'XPS 13, 14, 15, 16',
      'Inspiron 14 and 15',
      'Latitude 7440, 7450',
      'Alienware m16, Dell G15',
    ],
    findModel: (
      <>
        The label under the laptop, or <strong>Windows Settings → System → About</strong>: the
        model, e.g. “XPS 13 9340”.
      </>
    ),
  },
  hp: {
    families: [
      'Spectre x360 14 and 16',
      'Envy x360 14 and 15',
      'Pavilion 15, Pavilion x360 14',
      'Victus 16, Omen 16, HP 15s',
    ],
    findModel: (
      <>
        The label under the laptop, or press <strong>Fn + Esc</strong> for System Information: the
        product name, e.g. “HP Envy x360 15”.
      </>
    ),
  },
  ps5: {
    families: [
      'PS5 (2020), disc and digital',
      'PS5 Slim, disc and digital',
      'PS5 Pro',
      'DualSense and DualSense Edge',
    ],
    findModel: (
      <>
        The model number on the back of the console: <strong>CFI-1xxx</strong> is the 2020 PS5,{' '}
        <strong>CFI-2xxx</strong> the Slim and <strong>CFI-7xxx</strong> the PS5 Pro.
      </>
    ),
  },
  xbox: {
    families: [
      'Xbox Series X, incl. Digital',
      'Xbox Series S, 512 GB and 1 TB',
      'Xbox Wireless Controller, Elite Series 2',
    ],
    findModel: (
      <>
        The Series X is the tall black tower, the Series S the compact white console; both show it
        in <strong>Settings → System → Console info</strong>.
      </>
    ),
  },
  nintendo: {
    families: ['Switch, Switch OLED, Switch Lite', 'Joy-Con (L/R)', 'Switch Pro Controller'],
    findModel: (
      <>
        The code on the back: <strong>HAC-001</strong> is the Switch, <strong>HEG-001</strong> the
        OLED and <strong>HDH-001</strong> the Lite.
      </>
    ),
  },
  airpods: {
    families: [
      'AirPods 3 and AirPods 4 (with or without ANC)',
      'AirPods Pro and AirPods Pro 2 (USB-C or Lightning)',
      'AirPods Max',
    ],
    findModel: (
      <>
        With the AirPods connected, open <strong>Settings → Bluetooth</strong> and tap the info
        button next to them: the <em>Model Name</em> line.
      </>
    ),
  },
  'apple-watch': {
    families: [
      'Series 7, 8, 9 (41 and 45 mm)',
      'Series 10 (42 and 46 mm)',
      'SE (40 and 44 mm)',
      'Ultra and Ultra 2 (49 mm)',
    ],
    findModel: (
      <>
        In the Watch app on your iPhone: <strong>General → About</strong>. The case size is also
        engraved on the back of the watch.
      </>
    ),
  },
  others: {
    families: [
      'iPad (10th gen), iPad Air 11" (M2), iPad Pro 11" (M4)',
      'Galaxy Tab S9, S9 FE',
      'Steam Deck, ROG Ally, Legion Go',
      'GoPro HERO11 and HERO12 Black, Kindle Paperwhite',
    ],
    findModel: (
      <>
        On tablets, <strong>Settings → General → About</strong> (iPad) or{' '}
        <strong>Settings → About tablet</strong> (Galaxy Tab); on the others, the name printed on
        the device or its box.
      </>
    ),
  },
};
