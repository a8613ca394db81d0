import {
  type BulkShipAnswer,
  BulkShipAnswerSchema,
  BulkShipErrorDetailsSchema,
  type BulkShipInput,
  type BulkShipRowError,
} from '@skins/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend, isApiError } from '#lib/api-client.ts';
import { adminOrderKeys } from './order-keys.ts';

/**
 * POST /api/orders/ship-bulk (admin): `number,courier,awb[,url]` lines, all shipped or none. A
 * refused file answers 400 with `details.rows` (read them with `refusedRowsOf`).
 */
export function useShipOrdersBulk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkShipInput): Promise<BulkShipAnswer> =>
      apiSend('/orders/ship-bulk', BulkShipAnswerSchema, { method: 'POST', body }),
    // Lists, every detail and its activity: any of the shipped orders may be on screen.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminOrderKeys.all }),
  });
}

/** The refused lines of a bulk ship's 400, in file order; none for any other failure. */
export function refusedRowsOf(error: unknown): BulkShipRowError[] {
  if (!isApiError(error) || error.status !== 400) return [];
  const parsed = BulkShipErrorDetailsSchema.safeParse(error.details);
  return parsed.success ? parsed.data.rows : [];
}
