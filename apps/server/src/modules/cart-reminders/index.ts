// Cart reminders' public file: what other modules may use (issue [16]).

export { cartReminders } from './cart-reminders.tables.ts';
