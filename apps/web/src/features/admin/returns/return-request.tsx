import { formatInr, RETURN_REASON_LABELS, type Return, rupeesToPaise } from '@skins/shared';
import { DetailCard } from '#features/admin/orders/detail/detail-card.tsx';

/** What the shopper returns and why: the lines, the reason, their words and their photos. */
export function ReturnRequest({ item }: { item: Return }) {
  return (
    <DetailCard title="Request">
      <ul className="mt-4 divide-y divide-neutral-100">
        {item.lines.map((line) => (
          <li key={line.itemId} className="flex items-center gap-4 py-3">
            <img
              src={line.image}
              alt=""
              className="size-14 shrink-0 rounded-lg bg-neutral-100 object-cover ring-1 ring-neutral-900/5"
            />
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium text-neutral-900 text-sm">{line.name}</p>
              <p className="text-neutral-500 text-xs">
                {line.brand} {line.model}
              </p>
            </div>
            <p className="shrink-0 text-right text-neutral-800 text-sm tabular-nums">
              {line.quantity} × {formatInr(rupeesToPaise(line.price))}
            </p>
          </li>
        ))}
      </ul>
      <dl className="mt-4 grid gap-x-6 gap-y-3 border-neutral-100 border-t pt-4 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-neutral-500">Reason</dt>
          <dd className="font-medium text-neutral-900">{RETURN_REASON_LABELS[item.reason]}</dd>
        </div>
        <div>
          <dt className="text-neutral-500">Asks for</dt>
          <dd className="font-medium text-neutral-900">
            {item.resolution === 'Replacement' ? 'A replacement' : 'A refund'}
          </dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-neutral-500">In their words</dt>
          <dd className="mt-1 whitespace-pre-line text-neutral-800">{item.details}</dd>
        </div>
      </dl>
      {item.photos.length > 0 && <ReturnPhotos photos={item.photos} label="Photos" />}
    </DetailCard>
  );
}

/** Thumbnails that open the full photo. */
export function ReturnPhotos({ photos, label }: { photos: Return['photos']; label: string }) {
  return (
    <ul aria-label={label} className="mt-4 flex flex-wrap gap-3">
      {photos.map((photo, index) => (
        <li key={photo._id}>
          <a
            href={photo.url}
            target="_blank"
            rel="noreferrer"
            className="block size-24 overflow-hidden rounded-xl bg-neutral-100 ring-1 ring-neutral-900/10 transition hover:ring-accent"
          >
            <img
              src={photo.url}
              alt={`${label}, ${index + 1} of ${photos.length}`}
              loading="lazy"
              className="size-full object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
