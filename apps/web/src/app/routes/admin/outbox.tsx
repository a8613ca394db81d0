export { OutboxListPage as Component } from '#features/admin/outbox/outbox-list-page.tsx';
