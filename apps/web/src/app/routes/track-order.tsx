import { TrackOrderPage } from '#features/orders/tracking/track-order-page.tsx';

/** `/track-order`: an order's status by its id (`?id=`), without personal data. */
export function Component() {
  return <TrackOrderPage />;
}
