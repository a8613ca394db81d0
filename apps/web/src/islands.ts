import './styles.css';
import { ISLANDS } from '#islands/registry.ts';
import { startIslands } from '#islands/runtime.tsx';

// A browsing page's only entry (islands.html, docs/decisions/045-storefront-islands.md): the
// server's HTML is the page; this hydrates its islands, each when it is needed.
startIslands(ISLANDS);

// While the tab is hidden the title cycles (spec §2). Its code is fetched the first time the tab
// is hidden, not with the page: the page's first load is for what the shopper sees.
async function rotateTitle() {
  const [{ rotateTitleWhileHidden }, { PROMO_TITLES }] = await Promise.all([
    import('#features/layout/hooks/use-title-rotation.ts'),
    import('#features/layout/promo-titles.ts'),
  ]);
  rotateTitleWhileHidden(PROMO_TITLES);
}
if (document.visibilityState === 'hidden') void rotateTitle();
else document.addEventListener('visibilitychange', () => void rotateTitle(), { once: true });
