import { formatInr, type Return, rupeesToPaise } from '@skins/shared';
import { Link } from 'react-router';
import { adminButton } from '#features/admin/components/admin-button.ts';
import { DownloadFileButton } from '#features/admin/components/download-file-button.tsx';
import { formatAdminDateTime } from '#features/admin/components/format.ts';
import { DetailCard } from '#features/admin/orders/detail/detail-card.tsx';
import { adminPaths } from '#lib/admin-paths.ts';

/** How the return was settled: the refund with its credit note or reference, or the replacement. */
export function ReturnSettlement({ item }: { item: Return }) {
  const { refund, replacement } = item;
  if (!refund && !replacement) return null;
  return (
    <DetailCard title={refund ? 'Refund' : 'Replacement'}>
      {refund && (
        <div className="mt-3 space-y-2 text-sm">
          <p className="font-semibold text-2xl text-neutral-900 tabular-nums">
            {formatInr(rupeesToPaise(refund.amount))}
          </p>
          <p className="text-neutral-600">
            Refunded <time dateTime={refund.at}>{formatAdminDateTime(refund.at)}</time>
            {refund.reference ? ` by hand, reference ${refund.reference}` : ''}.
          </p>
          {refund.creditNoteNumber && (
            <DownloadFileButton
              path={`/orders/${encodeURIComponent(item.orderId)}/credit-note.pdf`}
              query={{ return: item._id }}
              fallbackFilename="credit-note.pdf"
              label={`Credit note ${refund.creditNoteNumber}`}
              failureMessage="The credit note could not be downloaded. Try again."
              className={`${adminButton.secondary} mt-2 w-full`}
            />
          )}
        </div>
      )}
      {replacement && (
        <p className="mt-3 text-sm">
          <Link
            to={adminPaths.order(replacement.orderId)}
            className="font-medium text-accent hover:underline"
          >
            Replacement order #{replacement.number}
          </Link>
          <span className="block text-neutral-600">At Rs. 0, tracked like any order.</span>
        </p>
      )}
    </DetailCard>
  );
}
