import { createContext, type ReactNode, use, useEffect } from 'react';

/**
 * When an island's code is fetched and it hydrates: `idle` for what is above the fold (the
 * header, Add to Cart), `visible` for the rest, `wake` only when another island asks for it
 * (the toasts: `wakeIsland`), `device` for what only the shopper's chosen device changes (a
 * listing's results: the server's page is right for a browser with none), when idle if this
 * browser has a chosen device and else the moment one is chosen (`wakeDeviceIslands`). Any
 * island hydrates at once on the first interaction with it (src/islands/runtime.tsx).
 */
export type IslandLoad = 'idle' | 'visible' | 'wake' | 'device';

/** A function component, the only kind an island is. */
export type IslandBody<Props extends object> = (props: Props) => ReactNode;

/** A component made an island: the page tree renders it, the runtime hydrates `Component`. */
export interface IslandComponent<Props extends object> {
  (props: Props): React.ReactElement;
  islandName: string;
  Component: IslandBody<Props>;
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      /** An island's root (CSS `display: contents`); src/islands/runtime.tsx reads its data. */
      'shop-island': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement>;
    }
  }
}

/**
 * How the server renders a browsing page's islands: each as a React root of its own, with its
 * own `identifierPrefix`, exactly as the runtime hydrates it, so `useId` gives the same ids on
 * both sides. Provided by entry-server.tsx for documents only; absent (a client-app page, and
 * every render in the browser) an island renders inline, as part of the app's one tree.
 */
export interface IslandRenderer {
  /** A prefix for the next island of this name on the page, unique on it. */
  prefixFor(name: string): string;
  renderToString(element: React.ReactElement, identifierPrefix: string): string;
}

export const IslandRendererContext = createContext<IslandRenderer | null>(null);

/** One page's island renderer: prefixes numbered per island name (`header1-`, `toasts1-`). */
export function createIslandRenderer(
  renderToString: IslandRenderer['renderToString'],
): IslandRenderer {
  const counts = new Map<string, number>();
  return {
    prefixFor(name) {
      const count = (counts.get(name) ?? 0) + 1;
      counts.set(name, count);
      return `${name}${count}-`;
    },
    renderToString,
  };
}

/**
 * The root of every island, on the server and in the browser alike (the trees must match):
 * it adds no markup and, in the browser, reports once the island has hydrated.
 */
export function IslandRoot({
  children,
  onHydrated,
}: {
  children: ReactNode;
  onHydrated?: () => void;
}) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the island has hydrated
  useEffect(() => onHydrated?.(), []);
  return children;
}

/**
 * Makes `Component` an island (docs/decisions/045-storefront-islands.md). Its props are its
 * whole input and must survive JSON: the page writes them into the island's root element, and
 * the runtime hydrates the registered component with the same props. It sees no context from the
 * page around it (no router, no query cache): what it needs comes in its props or from the
 * page's small stores over localStorage.
 */
export function island<Props extends object>(
  name: string,
  Component: IslandBody<Props>,
  load: IslandLoad,
): IslandComponent<Props> {
  const Island = (props: Props) => {
    const renderer = use(IslandRendererContext);
    const data = { 'data-island': name, 'data-load': load, 'data-props': JSON.stringify(props) };
    if (!renderer) {
      return (
        <shop-island {...data}>
          <Component {...props} />
        </shop-island>
      );
    }
    const prefix = renderer.prefixFor(name);
    const html = renderer.renderToString(
      <IslandRoot>
        <Component {...props} />
      </IslandRoot>,
      prefix,
    );
    return (
      // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own markup for this island, from renderToString
      <shop-island {...data} data-prefix={prefix} dangerouslySetInnerHTML={{ __html: html }} />
    );
  };
  Island.displayName = `Island(${name})`;
  return Object.assign(Island, { islandName: name, Component });
}
