import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { IslandRoot } from '#lib/island.tsx';

/**
 * React's part of hydrating an island, kept out of the runtime (runtime.tsx imports it when the
 * first island hydrates): the islands entry carries no React, so nothing of React's download
 * shares the network with the page's first paint (decision 045, "Measured (step 5)").
 */
export function mountIsland(
  element: Element,
  // The props are the server's JSON for this very component (lib/island.tsx).
  Component: ComponentType<Record<string, unknown>>,
  props: Record<string, unknown>,
  onHydrated: () => void,
): void {
  const name = element.getAttribute('data-island') ?? '';
  hydrateRoot(
    element,
    <IslandRoot onHydrated={onHydrated}>
      <Component {...props} />
    </IslandRoot>,
    {
      // As the server rendered it (lib/island.tsx): the same ids from useId.
      identifierPrefix: element.getAttribute('data-prefix') ?? name,
      onRecoverableError(error) {
        console.error(`island "${name}":`, error);
      },
    },
  );
}
