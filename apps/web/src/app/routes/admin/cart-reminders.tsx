export { CartReminderListPage as Component } from '#features/admin/cart-reminders/cart-reminder-list-page.tsx';
