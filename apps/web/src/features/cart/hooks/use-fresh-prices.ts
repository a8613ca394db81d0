import { type CartItem, type CartTotals, paiseToRupees, rupeesToPaise } from '@skins/shared';
import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { type ProductFreshness, readFreshProduct } from '../api/read-fresh-product.ts';
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
  /** Products that cannot be bought now: no longer sold (404, inactive) or sold out. */
  unavailableIds: ReadonlySet<string>;
  /** Those of them still sold but with no unit left (decision 065): their lines say Sold out. */
  soldOutIds: ReadonlySet<string>;
  /** The cart's totals without the lines that can no longer be bought: what checkout would ask. */
  payableTotals: CartTotals;
  dismissPriceChanges: () => void;
}

interface Read {
  controller: AbortController;
  isDone: boolean;
}

/**
 * The stored cart keeps the price seen when adding; while the drawer or the cart page is open,
 * this re-reads each distinct product, re-prices lines whose price changed and reports the lines
 * that can no longer be bought, so checkout rarely meets PRICE_CHANGED. A failed refresh says
 * nothing: spec §8 shows no server errors for the cart.
 *
 * Plain `fetch`, no TanStack Query: the drawer is part of a browsing page's header island
 * (docs/decisions/045-storefront-islands.md).
 */
export function useFreshPrices(): FreshPrices {
  const { items, totals, repriceItems } = useCart();
  const ids = useMemo(() => [...new Set(items.map((item) => item._id))], [items]);
  // Only answers read since this view opened: an earlier one may be older than the cart.
  const [answers, setAnswers] = useState<ReadonlyMap<string, ProductFreshness>>(() => new Map());
  const [priceChanges, setPriceChanges] = useState<PriceChange[]>([]);
  const reads = useRef(new Map<string, Read>());

  // An answer re-prices the cart once, when it arrives. A price the cart gets afterwards (checkout
  // applies the server's on PRICE_CHANGED) is newer than the answer, so it is not undone.
  const onAnswer = useEffectEvent((id: string, answer: ProductFreshness) => {
    setAnswers((known) => new Map(known).set(id, answer));
    const item = items.find((line) => line._id === id);
    if (answer.kind !== 'sold' || !item) return;
    const fromInPaise = rupeesToPaise(item.price);
    const toInPaise = answer.priceInPaise;
    // A changed GST rate (decision 066) re-taxes the line quietly: the tax line shows it.
    const gstRate = answer.gstRate ?? item.gstRate;
    if (fromInPaise === toInPaise && gstRate === item.gstRate) return;
    repriceItems(new Map([[id, { price: paiseToRupees(toInPaise), gstRate }]]));
    if (fromInPaise === toInPaise) return;
    setPriceChanges((shown) => mergeChanges(shown, [changeOf(item, fromInPaise, toInPaise)]));
  });

  const startRead = useEffectEvent((id: string) => {
    const read: Read = { controller: new AbortController(), isDone: false };
    reads.current.set(id, read);
    void readFreshProduct(id, read.controller.signal).then((answer) => {
      read.isDone = true;
      if (!read.controller.signal.aborted) onAnswer(id, answer);
    });
  });

  // Once per product for this opening; a line of another device of it asks nothing more.
  useEffect(() => {
    for (const id of ids) if (!reads.current.has(id)) startRead(id);
  }, [ids]);

  // Back in the tab after a while, the prices may have moved: ask again (as the app's queries do
  // when the window regains focus).
  useEffect(() => {
    const askAgain = () => {
      if (document.visibilityState !== 'visible') return;
      for (const id of ids) if (reads.current.get(id)?.isDone !== false) startRead(id);
    };
    document.addEventListener('visibilitychange', askAgain);
    return () => document.removeEventListener('visibilitychange', askAgain);
  }, [ids]);

  useEffect(() => {
    const open = reads.current;
    return () => {
      for (const read of open.values()) read.controller.abort();
      // Under StrictMode's second mount the view asks again rather than wait for a cancelled read.
      open.clear();
    };
  }, []);

  const unavailableIds = useMemo(
    () => new Set(ids.filter((id) => isUnavailable(answers.get(id)))),
    [ids, answers],
  );
  const soldOutIds = useMemo(
    () => new Set(ids.filter((id) => answers.get(id)?.kind === 'soldOut')),
    [ids, answers],
  );

  const payableTotals = useMemo(
    () =>
      unavailableIds.size === 0
        ? totals
        : totalsOf(items.filter((item) => !unavailableIds.has(item._id))),
    [items, totals, unavailableIds],
  );

  const dismissPriceChanges = useCallback(() => setPriceChanges([]), []);
  return { priceChanges, unavailableIds, soldOutIds, payableTotals, dismissPriceChanges };
}

const isUnavailable = (answer: ProductFreshness | undefined) =>
  answer?.kind === 'gone' || answer?.kind === 'soldOut';

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
