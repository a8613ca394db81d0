export { ReviewListPage as Component } from '#features/admin/reviews/review-list-page.tsx';
