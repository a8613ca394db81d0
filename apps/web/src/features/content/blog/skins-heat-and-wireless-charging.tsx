import type { BlogArticle } from './blog-article.ts';

function Body() {
  return (
    <>
      <p>
        It is the question we hear most after “will it fit?”: does a skin make my phone run hotter,
        or stop wireless charging? The short answer is no. Here is why.
      </p>

      <h2>A skin is thinner than a sheet of paper</h2>
      <p>
        Our vinyl, adhesive included, is about 0.1 mm thick — thinner than a typical sheet of
        printer paper and a fraction of the 1.5–3 mm of a silicone or leather case. Heat leaves a
        phone mainly through its frame and back glass; a layer that thin barely changes how fast it
        does, far less than any case you could put on instead.
      </p>

      <h2>Wireless and MagSafe charging</h2>
      <p>
        Qi and MagSafe chargers work through a few millimetres of non-metallic material. Vinyl is a
        plastic with no metal in it — even our “brushed metal” finishes are printed, not foil — so
        charging speed and magnet strength are unaffected. Keep the skin flat over the charging
        area: a bubble there adds a gap, not a barrier, but a flat skin is always best.
      </p>

      <h2>Laptops and consoles</h2>
      <p>
        On laptops and consoles the question is airflow, not the skin itself. Every template we cut
        leaves the vents, fan grilles, ports and rubber feet uncovered, so the device breathes
        exactly as designed. A PS5 or Xbox with a skin runs at the same temperature as one without.
      </p>

      <h2>What does affect heat</h2>
      <ul>
        <li>Thick cases, especially on phones that are charging and gaming at once</li>
        <li>Anything covering a vent: blankets, beds and cushions under a laptop</li>
        <li>Direct sunlight — on a dashboard or a windowsill</li>
      </ul>
      <p>
        If you want protection without the heat of a case, a skin is the lightest option you have.
      </p>
    </>
  );
}

export const skinsHeatAndWirelessCharging: BlogArticle = {
  slug: 'do-skins-affect-heat-and-wireless-charging',
  title: 'Do skins affect heat and wireless charging?',
  summary:
    'Why a 0.1 mm vinyl skin does not make your phone run hotter, and why MagSafe and Qi charging work through it.',
  publishedOn: '2025-12-02',
  readingMinutes: 3,
  topic: 'Explainers',
  imageUrl: '/media/art/v2/iphone/gradient/sunset/angle.svg',
  Body,
};
