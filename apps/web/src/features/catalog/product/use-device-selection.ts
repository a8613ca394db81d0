import type { Compatibility, Product } from '@skins/shared';
import { useLayoutEffect, useSyncExternalStore } from 'react';
import { type ChosenDevice, readChosenDevice, useChosenDevice } from '#features/device/index.ts';
import { type DeviceSelection, initialDeviceSelection } from './device-selection.ts';

/** Whether the product is cut for this device: its brand lists the model. */
export function fitsDevice(compatibility: readonly Compatibility[], device: ChosenDevice): boolean {
  return compatibility.some(
    (entry) => entry.brand === device.brand && entry.models.includes(device.model),
  );
}

type SelectionProduct = Pick<Product, '_id' | 'compatibility'>;

interface SelectionEntry {
  /** What the server rendered, and so what a hydrating render must show too. */
  initial: DeviceSelection;
  selection: DeviceSelection;
  /** The remembered device this page last took in (or found not fitting). */
  seenChosen: ChosenDevice | null;
  listeners: Set<() => void>;
  subscribe: (listener: () => void) => () => void;
}

// One selection per product on the page. On a browsing page the purchase options and the preview
// are two islands, two React roots (decision 045): they share it here, not through a parent.
const entries = new Map<string, SelectionEntry>();

function newEntry(product: SelectionProduct): SelectionEntry {
  const initial = initialDeviceSelection(product.compatibility);
  const listeners = new Set<() => void>();
  const entry: SelectionEntry = {
    initial,
    selection: initial,
    seenChosen: null,
    listeners,
    subscribe(listener) {
      listeners.add(listener);
      entries.set(product._id, entry);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && entries.get(product._id) === entry) {
          entries.delete(product._id);
        }
      };
    },
  };
  return entry;
}

function entryOf(product: SelectionProduct): SelectionEntry {
  // The server renders each page once: nothing to share, and nothing kept between visitors.
  if (typeof window === 'undefined') return newEntry(product);
  let entry = entries.get(product._id);
  if (!entry) {
    entry = newEntry(product);
    entries.set(product._id, entry);
  }
  return entry;
}

function setSelection(entry: SelectionEntry, next: DeviceSelection): void {
  if (next.brand === entry.selection.brand && next.model === entry.selection.model) return;
  entry.selection = next;
  for (const listener of entry.listeners) listener();
}

const isSameDevice = (a: ChosenDevice | null, b: ChosenDevice | null) =>
  a?.brand === b?.brand && a?.model === b?.model;

/**
 * The product page's one device selection, shared by the preview and the purchase options.
 * The shopper's remembered device is null on the server and in the hydrating render (so both
 * render the same page); when it arrives, or changes later in the header, and the product fits
 * it, it becomes the selection, before the browser paints. A device the product does not fit is
 * left alone, and so is a choice the shopper made on the page since (even one made in the
 * server's page before hydration, which the purchase options take in as they hydrate). The selection is forgotten when no part of the page shows it any more: the product
 * seen again starts over.
 */
export function useDeviceSelection(product: SelectionProduct) {
  const entry = entryOf(product);
  const chosen = useChosenDevice();
  const selection = useSyncExternalStore(
    entry.subscribe,
    () => entry.selection,
    () => entry.initial,
  );

  useLayoutEffect(() => {
    // Both roots run this; the first to see a new device takes it in, the second finds it seen.
    if (isSameDevice(chosen, entry.seenChosen)) return;
    entry.seenChosen = chosen;
    if (chosen && fitsDevice(product.compatibility, chosen)) {
      setSelection(entry, { brand: chosen.brand, model: chosen.model });
    }
  }, [chosen, entry, product.compatibility]);

  const choose = (next: DeviceSelection) => {
    // The shopper's own choice is newer than the device remembered so far.
    entry.seenChosen = readChosenDevice();
    setSelection(entry, next);
  };
  return [selection, choose] as const;
}
