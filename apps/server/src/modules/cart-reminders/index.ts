// Cart reminders' public file: what other modules may use (issue [16]).

export { CartReminderSweep } from './cart-reminder-sweep.ts';
export { cartReminders } from './cart-reminders.tables.ts';
export {
  type CartReminderFigures,
  cartReminderFigures,
  markRecoveredCart,
} from './recovered-orders.ts';
