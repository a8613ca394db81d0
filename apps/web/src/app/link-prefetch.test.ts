import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchCodeOnSight, prefetchOnIntent } from './link-prefetch.ts';

function routesWith(loader: (args: LoaderFunctionArgs) => null) {
  const lazy = vi.fn(async () => ({ loader }));
  const listingLazy = vi.fn(async () => ({ loader }));
  const routes: RouteObject[] = [
    {
      path: '/',
      children: [
        { path: 'product/:idOrSlug', lazy },
        { path: 'category/:slug', lazy: listingLazy },
        { path: 'about' },
      ],
    },
  ];
  return { routes, lazy, listingLazy };
}

function link(href: string): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.innerHTML = '<span>Open</span>';
  document.body.append(anchor);
  return anchor;
}

let stop = () => {};
afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

describe('prefetching a page on intent', () => {
  it("loads a product page's code and runs its loader when the pointer comes over its link", async () => {
    const loader = vi.fn((_args: LoaderFunctionArgs) => null);
    const { routes, lazy } = routesWith(loader);
    stop = prefetchOnIntent(routes);

    link('/product/carbon-weave')
      .querySelector('span')
      ?.dispatchEvent(new Event('pointerover', { bubbles: true }));

    await vi.waitFor(() => expect(loader).toHaveBeenCalledTimes(1));
    expect(lazy).toHaveBeenCalledTimes(1);
    expect(loader.mock.calls[0]?.[0].params).toEqual({ idOrSlug: 'carbon-weave' });
    expect(new URL(loader.mock.calls[0]?.[0].request.url ?? '').pathname).toBe(
      '/product/carbon-weave',
    );
  });

  it('prefetches each URL once, on focus and touch too', async () => {
    const loader = vi.fn((_args: LoaderFunctionArgs) => null);
    stop = prefetchOnIntent(routesWith(loader).routes);
    const anchor = link('/product/carbon-weave');

    anchor.dispatchEvent(new Event('focusin', { bubbles: true }));
    anchor.dispatchEvent(new Event('touchstart', { bubbles: true }));
    anchor.dispatchEvent(new Event('pointerover', { bubbles: true }));

    await vi.waitFor(() => expect(loader).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('leaves other links, other sites and a stopped listener alone', async () => {
    const loader = vi.fn((_args: LoaderFunctionArgs) => null);
    const { routes, lazy } = routesWith(loader);
    stop = prefetchOnIntent(routes);
    link('/about').dispatchEvent(new Event('pointerover', { bubbles: true }));
    link('https://elsewhere.example/product/x').dispatchEvent(
      new Event('pointerover', { bubbles: true }),
    );
    stop();
    link('/product/later').dispatchEvent(new Event('pointerover', { bubbles: true }));

    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(lazy).not.toHaveBeenCalled();
  });
});

/** jsdom has no IntersectionObserver: this one is driven by the test, as the browser would. */
class FakeSight {
  static current: FakeSight | undefined;
  readonly watched = new Set<Element>();
  isDisconnected = false;
  constructor(private readonly report: (entries: Partial<IntersectionObserverEntry>[]) => void) {
    FakeSight.current = this;
  }
  observe(element: Element) {
    this.watched.add(element);
  }
  unobserve(element: Element) {
    this.watched.delete(element);
  }
  disconnect() {
    this.isDisconnected = true;
    this.watched.clear();
  }
  /** The elements now on screen, as the browser reports them. */
  show(...elements: Element[]) {
    const entries = elements.filter((target) => this.watched.has(target));
    this.report(entries.map((target) => ({ target, isIntersecting: true })));
  }
}

describe('prefetching page code on sight', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeSight.current = undefined;
  });
  const sight = () => {
    if (!FakeSight.current) throw new Error('no IntersectionObserver was made');
    return FakeSight.current;
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it("loads the product page's code, never its data, once a product link is on screen", async () => {
    vi.stubGlobal('IntersectionObserver', FakeSight);
    const loader = vi.fn((_args: LoaderFunctionArgs) => null);
    const { routes, lazy, listingLazy } = routesWith(loader);
    const first = link('/product/carbon-weave');
    const second = link('/product/marble-white');
    stop = prefetchCodeOnSight(routes);

    sight().show(first);
    sight().show(second);
    await settle();

    expect(lazy).toHaveBeenCalledTimes(1);
    expect(listingLazy).not.toHaveBeenCalled();
    expect(loader).not.toHaveBeenCalled();
  });

  it('watches links rendered later, and stops once both pages are in', async () => {
    vi.stubGlobal('IntersectionObserver', FakeSight);
    const { routes, lazy, listingLazy } = routesWith(() => null);
    stop = prefetchCodeOnSight(routes);
    link('/about');
    const product = link('/product/carbon-weave');
    const listing = link('/category/mobile-skins');
    await settle(); // the MutationObserver's records arrive in a microtask

    expect([...sight().watched]).toEqual([product, listing]);
    sight().show(product, listing);
    await settle();

    expect(lazy).toHaveBeenCalledTimes(1);
    expect(listingLazy).toHaveBeenCalledTimes(1);
    expect(sight().isDisconnected).toBe(true);
  });

  it('tries again with the next link when the chunk did not arrive', async () => {
    vi.stubGlobal('IntersectionObserver', FakeSight);
    const { routes, lazy } = routesWith(() => null);
    lazy.mockRejectedValueOnce(new Error('offline'));
    const first = link('/product/carbon-weave');
    const second = link('/product/marble-white');
    stop = prefetchCodeOnSight(routes);

    sight().show(first);
    await settle();
    sight().show(second);
    await settle();

    expect(lazy).toHaveBeenCalledTimes(2);
  });
});
