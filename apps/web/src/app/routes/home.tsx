import { MESSAGES } from '@skins/shared';
import type { QueryClient } from '@tanstack/react-query';
import { newArrivalsQueryOptions, useNewArrivals } from '#features/catalog/api/get-new-arrivals.ts';
import { trendingQueryOptions, useTrending } from '#features/catalog/api/get-trending.ts';
import { CategoryTiles } from '#features/catalog/components/category-tiles.tsx';
import { HomeHero } from '#features/catalog/components/home-hero.tsx';
import { NewsletterBand } from '#features/catalog/components/newsletter-band.tsx';
import { ProductRail } from '#features/catalog/components/product-rail.tsx';
import { TrustStrip } from '#features/catalog/components/trust-strip.tsx';
import { useCashOnDeliveryOffer, useReturnWindowDays } from '#features/content/index.ts';
import { prefetchWhenUnlocked } from '#features/gate/gate-flag.ts';
import { paths } from '#lib/paths.ts';

export function createHomeLoader(queryClient: QueryClient) {
  return async () => {
    // The home page is a document (decision 045): its HTML waits for both rails, and a rail
    // that failed shows its error with a "Try again" link that loads the page again.
    await Promise.all([
      prefetchWhenUnlocked(queryClient, newArrivalsQueryOptions()),
      prefetchWhenUnlocked(queryClient, trendingQueryOptions()),
    ]);
    return null;
  };
}

export function HomePage() {
  const codOffer = useCashOnDeliveryOffer();
  const returnWindowDays = useReturnWindowDays();
  return (
    <>
      <title>Skins — Premium skins for phones, laptops and consoles</title>
      <HomeHero />
      <div className="mx-auto max-w-7xl space-y-20 px-4 py-16 sm:space-y-24 sm:px-6 sm:py-20 lg:px-8">
        <CategoryTiles />
        <NewArrivalsRail />
        <TrendingRail />
      </div>
      <TrustStrip codOffer={codOffer} returnWindowDays={returnWindowDays} />
      <NewsletterBand />
    </>
  );
}

function NewArrivalsRail() {
  const query = useNewArrivals();
  return (
    <ProductRail
      eyebrow="Just dropped"
      title="New Arrivals"
      query={{ ...query, retryHref: paths.home() }}
      errorMessage={MESSAGES.products.newArrivals}
    />
  );
}

function TrendingRail() {
  const query = useTrending();
  return (
    <ProductRail
      eyebrow="Most loved"
      title="Trending"
      query={{ ...query, retryHref: paths.home() }}
      errorMessage={MESSAGES.products.trending}
    />
  );
}
