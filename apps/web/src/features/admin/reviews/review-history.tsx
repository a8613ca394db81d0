import type { AdminReview } from '@skins/shared';
import { formatAdminDateTime } from '../components/format.ts';

type HistoryEntry = AdminReview['history'][number];

/** One recorded change in words: the server keeps `{ status: { from, to }, reply, hiddenPhotoIds }`. */
export function describeReviewChange(change: HistoryEntry['change']): string {
  const parts: string[] = [];
  const status = change.status;
  if (typeof status === 'object' && status !== null && 'to' in status) {
    const to = String(status.to);
    parts.push(to === 'Pending' ? 'Moved back to pending' : to);
  }
  if ('reply' in change) parts.push(change.reply === null ? 'Reply removed' : 'Replied');
  if (Array.isArray(change.hiddenPhotoIds)) {
    const count = change.hiddenPhotoIds.length;
    parts.push(
      count === 0 ? 'Every photo shown' : `${count} ${count === 1 ? 'photo' : 'photos'} hidden`,
    );
  }
  return parts.length > 0 ? parts.join(' · ') : 'Changed';
}

/** Who changed the review and when, oldest first; folded away until asked for. */
export function ReviewHistory({ history }: { history: AdminReview['history'] }) {
  if (history.length === 0) return null;
  return (
    <details className="group mt-4 text-sm">
      <summary className="cursor-pointer select-none text-neutral-600 hover:text-neutral-900">
        History ({history.length})
      </summary>
      <ol className="mt-2 space-y-1.5 border-neutral-200 border-l pl-4">
        {history.map((entry, index) => (
          // Entries never change or move: their place is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: an append-only list
          <li key={index} className="text-neutral-700">
            <span className="font-medium text-neutral-900">
              {describeReviewChange(entry.change)}
            </span>
            <span className="text-neutral-500">
              {' '}
              · {entry.actor} · <time dateTime={entry.at}>{formatAdminDateTime(entry.at)}</time>
            </span>
          </li>
        ))}
      </ol>
    </details>
  );
}
