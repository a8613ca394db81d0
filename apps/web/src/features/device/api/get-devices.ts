import { type DeviceBrand, DeviceListSchema } from '@skins/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#lib/api-client.ts';

export const deviceKeys = {
  all: ['devices'] as const,
};

// The device list changes only when the catalog does: kept for a while, no refetch per open.
const DEVICES_STALE_MS = 10 * 60_000;

/** GET /api/devices: brands A–Z, each with the models that active products fit. */
async function getDevices(signal?: AbortSignal): Promise<DeviceBrand[]> {
  const { data } = await apiGet('/devices', DeviceListSchema, { signal });
  return data;
}

export function devicesQueryOptions() {
  return queryOptions({
    queryKey: deviceKeys.all,
    queryFn: ({ signal }) => getDevices(signal),
    staleTime: DEVICES_STALE_MS,
  });
}

export function useDevices() {
  return useQuery(devicesQueryOptions());
}
