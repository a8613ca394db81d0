import { Link } from 'react-router';
import { paths } from '#lib/paths.ts';
import type { BlogArticle } from './blog-article.ts';

function Body() {
  return (
    <>
      <p>
        The print is what you notice first, but the finish is what you feel every day. It decides
        how the skin catches light, how it holds fingerprints and how your device sits in your hand.
        Here is how our five finishes compare.
      </p>

      <h2>Matte</h2>
      <p>
        A soft, satin surface with no shine. Matte hides fingerprints and fine scratches better than
        any other finish and gives a slightly dry, grippy feel — a good choice for a phone that
        lives in a pocket or a laptop that travels. Colours look a touch deeper and calmer.
      </p>
      <p>
        <strong>Choose it if:</strong> you want the cleanest look with the least upkeep.
      </p>

      <h2>Glossy</h2>
      <p>
        A clear, smooth top layer that makes colours pop and gives marble, gradients and neon prints
        a glass-like depth. The trade-off is the same as with any shiny surface: fingerprints show,
        and it is slicker in the hand.
      </p>
      <p>
        <strong>Choose it if:</strong> the print is the point, and a quick wipe with a cloth does
        not bother you.
      </p>

      <h2>Textured</h2>
      <p>
        Embossed finishes you can feel: carbon-fibre weave, leather grain, wood grain and hexagon
        cells. Texture adds real grip, hides scuffs completely and makes a device feel more
        expensive than it is. Textured skins are a little thicker, so they are the finish we
        recommend most for controllers and laptops.
      </p>
      <p>
        <strong>Choose it if:</strong> you drop things, game for hours or want a tactile feel.
      </p>

      <h2>Metallic and holographic</h2>
      <p>
        Metallic skins have a brushed, directional grain that matches aluminium hardware.
        Holographic film shifts from pink to cyan to gold as you tilt it. Both are statement
        finishes: they show fingerprints about as much as glossy and look best on devices you want
        noticed.
      </p>

      <h2>Quick comparison</h2>
      <ul>
        <li>
          <strong>Fewest fingerprints:</strong> matte, then textured
        </li>
        <li>
          <strong>Most grip:</strong> textured, then matte
        </li>
        <li>
          <strong>Brightest colours:</strong> glossy and holographic
        </li>
        <li>
          <strong>Most understated:</strong> matte in a solid colour
        </li>
      </ul>
      <p>
        Every product page lists its finish, and the <Link to={paths.categoryRoot()}>shop</Link>{' '}
        lets you filter by finish in each category.
      </p>
    </>
  );
}

export const choosingAFinish: BlogArticle = {
  slug: 'matte-vs-glossy-vs-textured',
  title: 'Matte vs glossy vs textured: choosing a finish',
  summary:
    'How each finish handles fingerprints, grip and colour — and which one suits the way you use your device.',
  publishedOn: '2025-10-03',
  readingMinutes: 4,
  topic: 'Finishes',
  imageUrl: '/media/art/v2/oneplus/holographic/arctic/angle.svg',
  Body,
};
