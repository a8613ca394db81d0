import type { ArtworkPattern, SeededRandom } from '../../../modules/media/index.ts';

interface CopyContext {
  colour: string;
  device: string;
  finish: string;
}

type Line = (c: CopyContext) => string;

const OPENERS: Record<ArtworkPattern, readonly Line[]> = {
  'carbon-fibre': [
    (c) =>
      `A tight twill weave in ${c.colour} that reads as real carbon fibre — without the weight or the price.`,
    (c) =>
      `Race-car carbon fibre for your ${c.device}, printed in ${c.colour} with a weave you can feel under your thumb.`,
  ],
  marble: [
    (c) =>
      `Veined ${c.colour} marble with soft clouding and fine gold-leaf cracks, like a polished slab cut to size.`,
    (c) =>
      `Every ${c.device} deserves a little stone: ${c.colour} marble with slow, natural veining.`,
  ],
  camo: [
    (c) =>
      `Classic woodland camo reworked in ${c.colour} tones — bold enough to stand out, easy to live with.`,
    (c) =>
      `Layered camo blobs in ${c.colour}, drawn so no two edges of your ${c.device} look the same.`,
  ],
  'brushed-metal': [
    (c) =>
      `The look of brushed ${c.colour} aluminium, with fine directional grain that catches the light as you turn it.`,
    (c) =>
      `Brushed-metal ${c.colour} that matches premium hardware finishes while hiding fingerprints.`,
  ],
  wood: [
    (c) =>
      `Straight-grain ${c.colour} wood with the odd knot, for a warm, crafted feel on cold hardware.`,
    (c) =>
      `A ${c.colour}-stained timber print with realistic grain that follows the length of your ${c.device}.`,
  ],
  gradient: [
    (c) =>
      `A smooth ${c.colour} gradient that shifts gently from edge to edge — no banding, no seams.`,
    (c) => `Soft ${c.colour} fade for people who want colour without a pattern.`,
  ],
  'neon-grid': [
    (c) => `A glowing ${c.colour} grid straight out of an 80s arcade, perfect for a gaming setup.`,
    (c) => `Retro synthwave lines in ${c.colour} that look lit from within.`,
  ],
  floral: [
    (c) => `Hand-drawn blossoms scattered over a ${c.colour} ground, playful without being loud.`,
    (c) => `A ${c.colour} floral print with five-petal blooms and tiny seed dots.`,
  ],
  hexagon: [
    (c) =>
      `A honeycomb of bevelled ${c.colour} hexagons that gives your ${c.device} a tech-armour look.`,
    (c) =>
      `Precise ${c.colour} hex cells with a raised-edge effect, inspired by carbon honeycomb panels.`,
  ],
  geometric: [
    (c) => `Faceted low-poly triangles in ${c.colour} shades that shift as the light moves.`,
    (c) => `A crisp ${c.colour} prism pattern for a sharp, architectural look.`,
  ],
  terrazzo: [
    (c) => `Italian-style terrazzo: chips of stone and colour set in a ${c.colour} base.`,
    (c) => `Speckled ${c.colour} terrazzo that hides everyday scuffs beautifully.`,
  ],
  topographic: [
    (c) => `Contour lines from an imaginary mountain range, traced in ${c.colour}.`,
    (c) => `A ${c.colour} topographic map for the explorer who mostly explores their inbox.`,
  ],
  holographic: [
    () => 'An iridescent film that shifts from pink to cyan to gold as you tilt it.',
    (c) => `Holographic rainbow sheen over a ${c.colour} tint — it never looks the same twice.`,
  ],
  leather: [
    (c) => `Pebble-grain ${c.colour} leather texture with real tactile depth and none of the bulk.`,
    (c) => `The feel of a ${c.colour} leather folio, in a skin thinner than a credit card.`,
  ],
  'stealth-matte': [
    (c) => `Pure ${c.colour}, nothing else: a deep, velvety matte that swallows glare.`,
    (c) => `Understated ${c.colour} with a soft-touch finish for a clean, blacked-out look.`,
  ],
};

const MATERIALS: readonly Line[] = [
  (c) =>
    `Printed on premium 3M cast vinyl with a ${c.finish} laminate, it adds almost no thickness.`,
  (c) =>
    `Made from Avery Dennison-grade wrap film with a ${c.finish} finish that resists scratches and fading.`,
  (c) =>
    `The ${c.finish} vinyl is UV-printed and laminated, so the colour stays sharp for years of daily use.`,
  (c) =>
    `A 0.2 mm ${c.finish} cast-vinyl layer guards against scratches and scuffs without adding bulk.`,
];

const INSTALLS: readonly Line[] = [
  () =>
    'Air-release channels make a bubble-free install easy, and it peels off residue-free whenever you want a change.',
  () =>
    'It goes on bubble-free in minutes and comes off clean — no sticky residue, no damage to the finish underneath.',
  () =>
    'Reposition it as you go; the low-tack adhesive sets firmly within a day and removes without residue.',
];

const FITS: readonly Line[] = [
  (c) => `Precise laser-cut openings for every port, button and sensor on the ${c.device}.`,
  (c) =>
    `Cut from the ${c.device}'s exact dimensions, so every port, button and sensor stays accessible.`,
  () => 'Each piece is precision-cut, with wrap-around edges that stay put.',
];

/** Two to four sentences, chosen by the product's own random stream so copy varies. */
export function describeProduct(
  pattern: ArtworkPattern,
  context: CopyContext,
  random: SeededRandom,
): string {
  const sentences = [random.pick(OPENERS[pattern])(context), random.pick(MATERIALS)(context)];
  const extras = [random.pick(INSTALLS)(context), random.pick(FITS)(context)];
  if (random.next() > 0.5) extras.reverse();
  const roll = random.next();
  const extraCount = roll < 0.15 ? 0 : roll < 0.55 ? 1 : 2;
  return [...sentences, ...extras.slice(0, extraCount)].join(' ');
}
