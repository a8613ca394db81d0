import { useReturnWindowDays } from '#features/gate/index.ts';

// The return window as the server's RETURN_WINDOW_DAYS sets it (the store config the page's
// render fetched): the copy never states a number the order page would not honour.

export { useReturnWindowDays };

/** "12 days of delivery", or "the return window after delivery" until the config is at hand. */
export function ReturnWindowWords() {
  const days = useReturnWindowDays();
  return <>{days === null ? 'the return window after delivery' : `${days} days of delivery`}</>;
}
