import type { RestoredCart } from '@skins/shared';

/** What the restore page tells the cart page it did (the navigation's state). */
export interface RestoredCartNotice {
  restoredCount: number;
  dropped: RestoredCart['dropped'];
}

/** The navigation state the cart page reads the notice from. */
export function restoredNoticeState(notice: RestoredCartNotice): {
  restoredCart: RestoredCartNotice;
} {
  return { restoredCart: notice };
}

/** The notice in a location's state, checked by hand: history state outlives the code that wrote it. */
export function restoredNoticeOf(state: unknown): RestoredCartNotice | null {
  if (typeof state !== 'object' || state === null || !('restoredCart' in state)) return null;
  const notice: unknown = state.restoredCart;
  if (typeof notice !== 'object' || notice === null) return null;
  if (!('restoredCount' in notice) || !('dropped' in notice)) return null;
  const { restoredCount, dropped } = notice;
  if (typeof restoredCount !== 'number' || !Array.isArray(dropped)) return null;
  const lines = dropped.filter(
    (line): line is RestoredCartNotice['dropped'][number] =>
      typeof line?.name === 'string' && typeof line?.selectedModel === 'string',
  );
  return { restoredCount, dropped: lines };
}

/** "Marble Arctic (iPhone 15) is no longer available and was not added." */
export function droppedLineMessage(line: RestoredCartNotice['dropped'][number]): string {
  const device = line.selectedModel === '' ? '' : ` (${line.selectedModel})`;
  return `${line.name}${device} is no longer available and was not added.`;
}

export const RESTORED_MESSAGE =
  'We put the items from your reminder back in your cart, at today’s prices.';
