import { SHIPPING } from '#features/content/index.ts';

/** What the tab title cycles through while the shopper looks elsewhere (spec §2). */
export const PROMO_TITLES: readonly string[] = [
  '🔥 Come back — your skins are waiting',
  `🚚 ${SHIPPING.promise}`,
  '✨ New skins drop every week',
  '🎁 10% off your first order',
];
