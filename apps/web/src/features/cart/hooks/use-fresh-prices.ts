import {
  type CartItem,
  type CartTotals,
  type Product,
  paiseToRupees,
  rupeesToPaise,
} from '@skins/shared';
import { useQueries } from '@tanstack/react-query';
import { useCallback, useEffect, useEffectEvent, useMemo, useState } from 'react';
import { isApiError } from '#lib/api-client.ts';
import { cartProductQueryOptions } from '../api/get-cart-product.ts';
import { useCart } from '../state/cart-context.tsx';
import { totalsOf } from '../state/cart-reducer.ts';

export interface PriceChange {
  productId: string;
  name: string;
  fromInPaise: number;
  toInPaise: number;
}

export interface FreshPrices {
  /** Products whose price moved since they were added, for a visible notice. */
  priceChanges: readonly PriceChange[];
  /** Products the shop no longer sells (404, or answered inactive). */
  unavailableIds: ReadonlySet<string>;
  /** The cart's totals without the lines that can no longer be bought: what checkout would ask. */
  payableTotals: CartTotals;
  dismissPriceChanges: () => void;
}

type Freshness = { kind: 'unknown' } | { kind: 'gone' } | { kind: 'sold'; product: Product };

/**
 * The stored cart keeps the price seen when adding; while the drawer or the cart page is open,
 * this re-reads each distinct product, re-prices lines whose price changed and reports the lines
 * that can no longer be bought, so checkout rarely meets PRICE_CHANGED. A failed refresh says
 * nothing: spec §8 shows no server errors for the cart.
 */
export function useFreshPrices(): FreshPrices {
  const { items, totals, repriceItems } = useCart();
  const ids = useMemo(() => [...new Set(items.map((item) => item._id))], [items]);
  const freshness = useQueries({
    queries: ids.map((id) => cartProductQueryOptions(id)),
    combine: (results) =>
      results.map((result): Freshness => {
        // Only answers fetched since this view opened: a cached answer may be older than the cart.
        if (!result.isFetchedAfterMount) return { kind: 'unknown' };
        // An error keeps the last data beside it: the error is the newer word.
        if (result.isError) {
          return isApiError(result.error) && result.error.status === 404
            ? { kind: 'gone' }
            : { kind: 'unknown' };
        }
        if (!result.data) return { kind: 'unknown' };
        return result.data.active ? { kind: 'sold', product: result.data } : { kind: 'gone' };
      }),
  });

  const unavailableIds = useMemo(
    () => new Set(ids.filter((_, index) => freshness[index]?.kind === 'gone')),
    [ids, freshness],
  );

  const pendingChanges: PriceChange[] = [];
  ids.forEach((id, index) => {
    const state = freshness[index];
    const item = items.find((line) => line._id === id);
    if (state?.kind !== 'sold' || !item) return;
    const fromInPaise = rupeesToPaise(item.price);
    const toInPaise = rupeesToPaise(state.product.price);
    if (fromInPaise !== toInPaise) pendingChanges.push(changeOf(item, fromInPaise, toInPaise));
  });
  const pendingKey = pendingChanges
    .map((change) => `${change.productId}:${change.toInPaise}`)
    .join();

  const [priceChanges, setPriceChanges] = useState<PriceChange[]>([]);
  const applyChanges = useEffectEvent(() => {
    repriceItems(
      new Map(pendingChanges.map((change) => [change.productId, paiseToRupees(change.toInPaise)])),
    );
    setPriceChanges((shown) => mergeChanges(shown, pendingChanges));
  });
  useEffect(() => {
    if (pendingKey !== '') applyChanges();
  }, [pendingKey]);

  const payableTotals = useMemo(
    () =>
      unavailableIds.size === 0
        ? totals
        : totalsOf(items.filter((item) => !unavailableIds.has(item._id))),
    [items, totals, unavailableIds],
  );

  const dismissPriceChanges = useCallback(() => setPriceChanges([]), []);
  return { priceChanges, unavailableIds, payableTotals, dismissPriceChanges };
}

function changeOf(item: CartItem, fromInPaise: number, toInPaise: number): PriceChange {
  return { productId: item._id, name: item.name, fromInPaise, toInPaise };
}

/** A product that changes twice keeps its first "from"; one that returns to it drops out. */
function mergeChanges(shown: PriceChange[], next: PriceChange[]): PriceChange[] {
  const merged = new Map(shown.map((change) => [change.productId, change]));
  for (const change of next) {
    const fromInPaise = merged.get(change.productId)?.fromInPaise ?? change.fromInPaise;
    if (fromInPaise === change.toInPaise) merged.delete(change.productId);
    else merged.set(change.productId, { ...change, fromInPaise });
  }
  return [...merged.values()];
}
