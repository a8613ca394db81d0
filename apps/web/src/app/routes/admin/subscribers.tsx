export { SubscriberListPage as Component } from '#features/admin/subscribers/subscriber-list-page.tsx';
