import { type ChosenDevice, useChosenDevice } from '#features/device/index.ts';
import type { QueryParams } from '#lib/api-client.ts';
import { useApiRead } from '#lib/use-api-read.ts';
import type { CardList } from './card-list.ts';

/** A GET of the API as an island's prop (JSON): `/api{path}?{query}`. */
export interface ApiRequest {
  path: string;
  query: QueryParams;
}

export type DeviceResults =
  /** The list to show; `isStale` while the device's own list is on its way (the old one dims). */
  | { status: 'ready'; list: CardList; isStale: boolean; device: ChosenDevice | null }
  /** Nothing to show yet: the device's list is on its way and the page came without one. */
  | { status: 'pending'; device: ChosenDevice }
  /** The page came without its list (`retry` null: load the page again), or the device's failed. */
  | { status: 'error'; retry: (() => void) | null; device: ChosenDevice | null };

/**
 * A listing's or a search's results on a browsing page (decision 045). The server's page holds
 * every device's list (`initial`, null when its request failed): the server cannot see the
 * chosen device, which lives in this browser. Once the island has hydrated, a chosen device asks
 * the API for its own list (`brand`, `model`), kept for the page's life.
 */
export function useDeviceResults(request: ApiRequest, initial: CardList | null): DeviceResults {
  const device = useChosenDevice();
  const narrowed = useApiRead<CardList>(
    device ? request.path : null,
    device ? { ...request.query, brand: device.brand, model: device.model } : undefined,
  );
  if (!device) {
    return initial
      ? { status: 'ready', list: initial, isStale: false, device }
      : { status: 'error', retry: null, device };
  }
  if (narrowed.status === 'success') {
    return { status: 'ready', list: narrowed.data, isStale: false, device };
  }
  if (narrowed.status === 'error') return { status: 'error', retry: narrowed.retry, device };
  return initial
    ? { status: 'ready', list: initial, isStale: true, device }
    : { status: 'pending', device };
}
