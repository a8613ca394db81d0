import type { DeviceBrand, DeviceList } from '@skins/shared';
import { type ApiReadState, useApiRead } from '#lib/use-api-read.ts';

/**
 * GET /api/devices: brands A–Z, each with the models that active products fit. Asked once per
 * page (the list changes only when the catalog does) and without zod: the picker is part of the
 * header's island (docs/decisions/045-storefront-islands.md).
 */
export function useDevices(): ApiReadState<DeviceBrand[]> & { retry: () => void } {
  const answer = useApiRead<DeviceList>('/devices');
  return answer.status === 'success'
    ? { status: 'success', data: answer.data.data, retry: answer.retry }
    : answer;
}
