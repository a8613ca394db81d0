import { Link } from 'react-router';
import { paths } from '#lib/paths.ts';
import { useCategories, useShopPath } from '../api/get-categories.ts';

// Artwork is square; the collage tiles keep that ratio, so these sizes reserve the space exactly.
const ART_SIZE_PX = 800;

interface CollageTile {
  src: string;
  /** Position and size within the square collage, in percent of its side. */
  className: string;
  isLargest?: boolean;
}

const COLLAGE: readonly CollageTile[] = [
  {
    src: '/media/art/v2/macbook/carbon-fibre/obsidian/angle.svg',
    className: 'top-[4%] left-0 w-[62%] -rotate-3',
    isLargest: true,
  },
  {
    src: '/media/art/v2/iphone/holographic/rose-gold/front.svg',
    className: 'top-0 right-0 w-[44%] rotate-4',
  },
  {
    src: '/media/art/v2/ps5/neon-grid/midnight-blue/front.svg',
    className: 'bottom-0 left-[10%] w-[44%] rotate-2',
  },
  {
    src: '/media/art/v2/airpods/gradient/sunset/front.svg',
    className: 'right-[2%] bottom-[6%] w-[40%] -rotate-4',
  },
];

/** The dark, full-bleed opening of the home page; the header sits transparent over its top. */
export function HomeHero() {
  // The laptops' link under the name and slug the owner gave them (by stable id, decision 067).
  const laptops = useCategories().data?.find((category) => category._id === 'laptop-skins');
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative isolate overflow-hidden bg-charcoal-950 text-white"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60%_50%_at_75%_40%,rgba(180,83,9,0.35),transparent_70%),radial-gradient(40%_40%_at_10%_90%,rgba(244,177,131,0.12),transparent_70%)]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[linear-gradient(rgba(255,255,255,0.04)_1px,transparent_1px),linear-gradient(90deg,rgba(255,255,255,0.04)_1px,transparent_1px)] bg-[size:64px_64px] [mask-image:radial-gradient(70%_70%_at_50%_40%,black,transparent)]"
      />
      {/* pt-16 leaves the 64 px the transparent header covers. */}
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 pt-16 pb-16 sm:px-6 sm:pb-20 lg:grid-cols-2 lg:gap-8 lg:px-8 lg:pb-24">
        <div className="pt-10 sm:pt-16 lg:pt-12">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/5 px-3 py-1 font-medium text-accent-300 text-xs tracking-[0.2em] uppercase ring-1 ring-white/10">
            Premium vinyl skins · Since 2020
          </p>
          <h1
            id="hero-heading"
            className="mt-6 font-semibold text-4xl leading-[1.05] tracking-tight sm:text-6xl"
          >
            Cut for your device.
            <span className="block bg-gradient-to-r from-accent-300 via-amber-200 to-accent-300 bg-clip-text text-transparent">
              Made to be noticed.
            </span>
          </h1>
          <p className="mt-6 max-w-lg text-lg text-neutral-300 leading-relaxed">
            Carbon fibre, marble, neon and more, laser-cut for iPhone, Galaxy, MacBook, PS5 and
            dozens of other devices. Bubble-free on, residue-free off.
          </p>
          <div className="mt-10 flex flex-wrap items-center gap-4">
            <Link
              to={useShopPath()}
              className="inline-flex h-12 items-center gap-2 rounded-full bg-accent px-7 font-semibold text-white shadow-accent/30 shadow-lg transition hover:bg-amber-800"
            >
              Shop now
              <span aria-hidden="true">→</span>
            </Link>
            <Link
              to={paths.category(laptops?.slug ?? 'laptop-skins')}
              className="inline-flex h-12 items-center rounded-full px-6 font-medium text-white ring-1 ring-white/25 transition hover:bg-white/10"
            >
              {laptops?.name ?? 'Laptop Skins'}
            </Link>
          </div>
        </div>
        <div className="relative mx-auto aspect-square w-full max-w-[22rem] sm:max-w-md lg:max-w-[34rem]">
          {COLLAGE.map((tile) => (
            <div
              key={tile.src}
              className={`absolute aspect-square overflow-hidden rounded-3xl bg-neutral-200 shadow-2xl shadow-black/60 ring-1 ring-white/10 ${tile.className}`}
            >
              {/* Decorative: the heading and links carry the meaning. */}
              <img
                src={tile.src}
                alt=""
                width={ART_SIZE_PX}
                height={ART_SIZE_PX}
                decoding="async"
                fetchPriority={tile.isLargest ? 'high' : 'auto'}
                className="size-full object-cover"
              />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
