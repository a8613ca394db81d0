import './styles.css';
import { ISLANDS } from '#islands/registry.ts';
import { startIslands } from '#islands/runtime.tsx';

// A browsing page's only entry (islands.html, docs/decisions/045-storefront-islands.md): the
// server's HTML is the page; this hydrates its islands, each when it is needed.
startIslands(ISLANDS);
