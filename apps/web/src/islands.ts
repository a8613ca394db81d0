import './styles.css';
import { rotateTitleWhileHidden } from '#features/layout/hooks/use-title-rotation.ts';
import { PROMO_TITLES } from '#features/layout/promo-titles.ts';
import { ISLANDS } from '#islands/registry.ts';
import { startIslands } from '#islands/runtime.tsx';

// A browsing page's only entry (islands.html, docs/decisions/045-storefront-islands.md): the
// server's HTML is the page; this hydrates its islands, each when it is needed, and cycles the
// title while the tab is hidden (spec §2), which needs no island.
startIslands(ISLANDS);
rotateTitleWhileHidden(PROMO_TITLES);
