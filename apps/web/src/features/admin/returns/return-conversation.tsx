import type { Return } from '@skins/shared';
import { DetailCard } from '#features/admin/orders/detail/detail-card.tsx';
import { formatAdminDateTime } from '../components/format.ts';
import { ReturnPhotos } from './return-request.tsx';
import { ADMIN_RETURN_STATUS_LABELS } from './return-status.tsx';

/** The shop's questions and the shopper's answers, oldest first. */
export function ReturnMessages({ item }: { item: Return }) {
  if (item.messages.length === 0) return null;
  return (
    <DetailCard title="Messages">
      <ol className="mt-4 space-y-3">
        {item.messages.map((message) => {
          const isShop = message.from === 'shop';
          return (
            <li
              key={message._id}
              className={`max-w-[34rem] rounded-2xl px-4 py-3 text-sm ${isShop ? 'ml-auto bg-charcoal-900 text-white' : 'bg-neutral-100 text-neutral-900'}`}
            >
              <p className={`text-xs ${isShop ? 'text-white/70' : 'text-neutral-500'}`}>
                {isShop ? 'The shop asked' : 'The shopper answered'} ·{' '}
                <time dateTime={message.at}>{formatAdminDateTime(message.at)}</time>
              </p>
              <p className="mt-1 whitespace-pre-line">{message.body}</p>
              {message.photos.length > 0 && (
                <ReturnPhotos photos={message.photos} label="Photos with the answer" />
              )}
            </li>
          );
        })}
      </ol>
    </DetailCard>
  );
}

/** Every status change: from, to, who (the admin's email, or the shopper), when and why. */
export function ReturnHistory({ item }: { item: Return }) {
  return (
    <DetailCard title="History">
      <ol className="mt-4 space-y-3 border-neutral-200 border-l pl-4 text-sm">
        {item.history.map((entry, index) => (
          // The history only grows: a step's place is its identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: an append-only list
          <li key={index}>
            <p className="font-medium text-neutral-900">
              {entry.from === null ? 'Requested' : ADMIN_RETURN_STATUS_LABELS[entry.to]}
            </p>
            <p className="text-neutral-500 text-xs">
              {entry.by === 'shopper' ? 'The shopper' : (entry.actor ?? 'The shop')} ·{' '}
              <time dateTime={entry.at}>{formatAdminDateTime(entry.at)}</time>
            </p>
            {entry.note && (
              <p className="mt-1 whitespace-pre-line text-neutral-700">{entry.note}</p>
            )}
          </li>
        ))}
      </ol>
    </DetailCard>
  );
}
