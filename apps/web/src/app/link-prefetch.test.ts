import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchOnIntent } from './link-prefetch.ts';

function routesWith(loader: (args: LoaderFunctionArgs) => null) {
  const lazy = vi.fn(async () => ({ loader }));
  const routes: RouteObject[] = [
    { path: '/', children: [{ path: 'product/:idOrSlug', lazy }, { path: 'about' }] },
  ];
  return { routes, lazy };
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
