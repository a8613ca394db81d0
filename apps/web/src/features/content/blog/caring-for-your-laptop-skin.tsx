import type { BlogArticle } from './blog-article.ts';

function Body() {
  return (
    <>
      <p>
        A laptop skin takes more punishment than a phone skin: it slides in and out of bags, sits on
        café tables and rests under your wrists for hours. Looked after, it stays sharp for years.
        These are the habits that make the difference.
      </p>

      <h2>Cleaning</h2>
      <ul>
        <li>Wipe the lid and palm rest once a week with a soft, slightly damp microfibre cloth.</li>
        <li>
          For grease or sunscreen marks, use a little 70% isopropyl alcohol on the cloth, never
          poured on the skin. Wipe along the edges, not across them, so they do not lift.
        </li>
        <li>
          Avoid household cleaners with ammonia or bleach and abrasive sponges: they dull glossy
          finishes and can weaken the adhesive at the edges.
        </li>
      </ul>

      <h2>Heat and sunlight</h2>
      <p>
        Vinyl is comfortable from about −10 °C to 70 °C, so everyday use, gaming and charging are
        fine. What ages a skin is long, direct heat: a laptop left on a car dashboard in May, or
        resting on a radiator. Keep it in the shade and the print will not fade.
      </p>

      <h2>Edges and corners</h2>
      <p>
        Edges lift when they are caught repeatedly — usually by the zip of a laptop sleeve. Slide
        the laptop in hinge first, and if an edge starts to rise, warm it for a few seconds with a
        hair dryer on low and press it down for ten seconds. Do not trim a lifting edge with a
        blade; that only creates a new one.
      </p>

      <h2>Keyboards and vents</h2>
      <p>
        Our laptop skins are cut to leave every vent, port, hinge and rubber foot uncovered, so
        airflow is exactly what the manufacturer designed. Keep it that way: if you apply a skin
        from another maker or trim one yourself, never cover the vents.
      </p>

      <h2>When it is time for a new one</h2>
      <p>
        After a few years, or when you want a change, warm the skin evenly and peel it back slowly
        at a low angle. It comes off in one piece and leaves the aluminium as it was. Clean the
        surface with alcohol, and it is ready for the next design.
      </p>
    </>
  );
}

export const caringForYourLaptopSkin: BlogArticle = {
  slug: 'caring-for-your-laptop-skin',
  title: 'Caring for your laptop skin',
  summary:
    'Cleaning, heat, edges and vents: the small habits that keep a laptop skin looking new for years.',
  publishedOn: '2025-11-07',
  readingMinutes: 4,
  topic: 'Care',
  imageUrl: '/media/art/v2/macbook/brushed-metal/midnight-blue/front.svg',
  Body,
};
