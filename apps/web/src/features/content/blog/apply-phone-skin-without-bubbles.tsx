import { Link } from 'react-router';
import { paths } from '#lib/paths.ts';
import type { BlogArticle } from './blog-article.ts';

function Body() {
  return (
    <>
      <p>
        A well-applied skin looks painted on. A rushed one has a bubble over the logo and a corner
        that lifts by Friday. The difference is ten minutes and the right order of steps — here is
        how we do it in the studio.
      </p>

      <h2>What you need</h2>
      <ul>
        <li>The skin, still on its backing sheet</li>
        <li>The alcohol wipe and microfibre cloth from the pack (or 70% isopropyl alcohol)</li>
        <li>A clean, well-lit table, away from fans and dust</li>
        <li>Optional: a hair dryer on its lowest setting, for curved edges</li>
      </ul>

      <h2>1. Clean the phone properly</h2>
      <p>
        Dust and skin oil are what cause most bubbles. Take the phone out of its case, wipe the back
        and sides with the alcohol wipe, then dry them with the microfibre cloth. Give it a minute
        for the alcohol to evaporate completely — adhesive does not grip a damp surface.
      </p>

      <h2>2. Dry-fit before you peel</h2>
      <p>
        Hold the skin, still on its backing, against the phone to see how the camera cut-out, the
        edges and any logo window line up. Knowing where everything goes before the adhesive is
        exposed saves most mistakes.
      </p>

      <h2>3. Anchor at the camera</h2>
      <p>
        Peel the skin from the backing starting at the camera end, touching the adhesive as little
        as possible. Line up the camera cut-out first: it is the tightest tolerance on the phone,
        and once it sits right, everything else follows. Press that end down lightly.
      </p>

      <h2>4. Lay it down from the centre out</h2>
      <p>
        With the anchor in place, lower the rest of the skin and smooth it with your thumb from the
        centre towards the edges, in overlapping strokes. Do not press hard yet; you are guiding the
        air out, not sealing it in. Our cast vinyl has air-release channels in the adhesive, so
        small bubbles disappear under a firm finger.
      </p>

      <h2>5. Wrap the edges with a little heat</h2>
      <p>
        Side pieces and curved edges wrap best when the vinyl is warm. Blow low heat over the edge
        for five to ten seconds from about 15 cm away, then fold the vinyl around the curve with
        your thumb. Too much heat stretches the print, so keep the dryer moving.
      </p>

      <h2>6. Seal it and leave it</h2>
      <p>
        Go over the whole skin once more with firm pressure, paying attention to corners and
        cut-outs. The adhesive reaches full strength in about 24 hours: avoid putting on a tight
        case or leaving the phone in a hot car until then.
      </p>

      <h2>If something goes wrong</h2>
      <ul>
        <li>
          <strong>A bubble that will not move:</strong> push it towards the nearest edge with your
          thumbnail wrapped in the cloth. The air-release channels do the rest within a day.
        </li>
        <li>
          <strong>Slightly crooked:</strong> within the first hours, lift the skin slowly at a low
          angle and lay it down again. Do not pull it straight up, or the vinyl stretches.
        </li>
        <li>
          <strong>A corner lifting after a day:</strong> warm it for a few seconds and press it down
          for ten seconds. Clean corners stay down.
        </li>
      </ul>
      <p>
        Still unsure which skin fits your phone? The <Link to={paths.sizeGuide()}>size guide</Link>{' '}
        shows how to find your exact model.
      </p>
    </>
  );
}

export const applyPhoneSkinWithoutBubbles: BlogArticle = {
  slug: 'apply-phone-skin-without-bubbles',
  title: 'How to apply a phone skin without bubbles',
  summary:
    'Ten minutes, a clean surface and the right order of steps: the method we use in the studio for a skin that looks painted on.',
  publishedOn: '2025-09-12',
  readingMinutes: 5,
  topic: 'Guides',
  imageUrl: '/media/art/v2/iphone/carbon-fibre/obsidian/angle.svg',
  Body,
};
