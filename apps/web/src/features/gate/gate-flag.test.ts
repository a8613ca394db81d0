import { STORAGE_KEYS } from '@skins/shared';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchWhenUnlocked, rememberGateIsOff } from './gate-flag.ts';

afterEach(() => localStorage.clear());

function prefetchProducts() {
  const queryFn = vi.fn(async () => ['a product']);
  const queryClient = new QueryClient();
  prefetchWhenUnlocked(queryClient, { queryKey: ['products', 'new'], queryFn });
  return { queryFn, queryClient };
}

describe('route prefetches and the gate', () => {
  it('asks nothing before this browser has passed the gate (the API would answer 403)', () => {
    const { queryFn } = prefetchProducts();
    expect(queryFn).not.toHaveBeenCalled();
  });

  it('starts the request once the browser has passed the gate', async () => {
    localStorage.setItem(STORAGE_KEYS.siteUnlocked, 'true');
    const { queryFn, queryClient } = prefetchProducts();
    expect(queryFn).toHaveBeenCalledOnce();
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(['products', 'new'])).toEqual(['a product']),
    );
  });

  // Last: the page's word that the gate is off lasts as long as the page.
  it('starts the request in a shop without a gate, where no flag is ever set', () => {
    rememberGateIsOff();
    const { queryFn } = prefetchProducts();
    expect(queryFn).toHaveBeenCalledOnce();
  });
});
