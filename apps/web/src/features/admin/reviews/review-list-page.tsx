import type { ReviewStatus } from '@skins/shared';
import { useSearchParams } from 'react-router';
import { adminPaths } from '#lib/admin-paths.ts';
import { AdminListResults } from '../components/admin-list-results.tsx';
import { AdminPageHeader } from '../components/admin-page-header.tsx';
import { type StatusFilterOption, StatusFilterPills } from '../components/status-filter-pills.tsx';
import { useReviewList } from './api/list-reviews.ts';
import { ReviewCard } from './review-card.tsx';
import { readReviewListParams } from './review-list-params.ts';
import { REVIEW_STATUS_LABELS } from './review-status.ts';

// Pending is the list without a status (its first pill): what waits for the owner.
const OTHER_STATUSES: readonly StatusFilterOption<Exclude<ReviewStatus, 'Pending'>>[] = [
  { status: 'Published' },
  { status: 'Hidden' },
];

const EMPTY: Readonly<Record<ReviewStatus, { title: string; children: string }>> = {
  Pending: {
    title: 'No reviews waiting',
    children: 'New reviews from buyers wait here until you publish or hide them.',
  },
  Published: {
    title: 'No published reviews',
    children: 'Reviews you publish show on their product’s page.',
  },
  Hidden: { title: 'No hidden reviews', children: 'Reviews you hide stay here, off the shop.' },
};

/** /admin/reviews: buyers' reviews by status, Pending first; publish, hide, reply. */
export function ReviewListPage() {
  const [searchParams] = useSearchParams();
  const params = readReviewListParams(searchParams);
  const reviews = useReviewList(params);
  const total = reviews.data?.total;

  return (
    <>
      <AdminPageHeader
        title="Reviews"
        description={
          total === undefined
            ? 'Reviews from verified buyers. Every rating is treated alike.'
            : `${total.toLocaleString('en-IN')} ${REVIEW_STATUS_LABELS[params.status].toLowerCase()} ${total === 1 ? 'review' : 'reviews'}. Every rating is treated alike.`
        }
      />
      <div className="mb-4">
        <StatusFilterPills
          legend="Show reviews by status"
          allLabel={REVIEW_STATUS_LABELS.Pending}
          options={OTHER_STATUSES}
          labels={REVIEW_STATUS_LABELS}
          active={params.status === 'Pending' ? undefined : params.status}
        />
      </div>

      <AdminListResults
        list={reviews}
        path={adminPaths.reviews()}
        loadingLabel="Loading reviews"
        errorFallback="Could not load the reviews."
        paginationLabel="Review pages"
        isFiltered={false}
        noMatch={{ title: '', showAllLabel: '' }}
        none={EMPTY[params.status]}
      >
        {(rows) => (
          <ul aria-label={`${REVIEW_STATUS_LABELS[params.status]} reviews`} className="space-y-4">
            {rows.map((review) => (
              <li key={review._id}>
                <ReviewCard review={review} />
              </li>
            ))}
          </ul>
        )}
      </AdminListResults>
    </>
  );
}
