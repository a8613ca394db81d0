import type { AdminCartReminder, AdminCartReminderList } from '@skins/shared';

/** A saved cart as `GET /admin/cart-reminders` answers it: reminded, restored, recovered. */
export function buildCartReminder(overrides: Partial<AdminCartReminder> = {}): AdminCartReminder {
  return {
    _id: 'reminder-1',
    email: 'asha@example.in',
    firstName: 'Asha',
    itemCount: 2,
    valueInPaise: 109_800,
    createdAt: '2026-11-22T04:00:00.000Z',
    remindAt: '2026-11-22T14:00:00.000Z',
    remindedAt: '2026-11-22T14:00:30.000Z',
    skipped: null,
    withdrawn: false,
    restoredAt: '2026-11-22T16:10:00.000Z',
    recoveredOrder: { _id: 'order-7f3a', number: 1042, totalInPaise: 118_584 },
    ...overrides,
  };
}

export function buildCartReminderList(
  reminders: AdminCartReminder[],
  {
    page = 1,
    total = reminders.length,
    totals = { sent: 0, recovered: 0, recoveredInPaise: 0 },
  }: {
    page?: number;
    total?: number;
    totals?: AdminCartReminderList['totals'];
  } = {},
): AdminCartReminderList {
  return { data: reminders, page, limit: 20, total, totalPages: Math.ceil(total / 20), totals };
}
