import { DetailRow } from '#ui/detail-row.tsx';
import { useOrderActivity } from '../api/get-order-activity.ts';

const ID_CLASS = 'break-all font-mono text-xs';

/**
 * The payment gateway's ids of this order, to find it in the gateway's dashboard: its order,
 * payment and refund. Rows of the Payment card; none while loading (the History card shows a
 * failure and its retry) and none for an id the order does not have.
 */
export function OrderGatewayIds({ orderId }: { orderId: string }) {
  const { data } = useOrderActivity(orderId);
  if (!data) return null;
  const { orderId: gatewayOrderId, paymentId, refundId } = data.gateway;
  const rows = [
    { label: 'Gateway order', id: gatewayOrderId },
    { label: 'Gateway payment', id: paymentId },
    { label: 'Gateway refund', id: refundId },
  ];
  return rows.map(({ label, id }) =>
    id === null ? null : (
      <DetailRow key={label} label={label}>
        <span className={ID_CLASS}>{id}</span>
      </DetailRow>
    ),
  );
}
