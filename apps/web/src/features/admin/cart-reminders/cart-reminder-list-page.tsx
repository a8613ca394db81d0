import { CART_REMINDER_COPY } from '@skins/shared';
import { useSearchParams } from 'react-router';
import { adminPaths } from '#lib/admin-paths.ts';
import { AdminListResults, describeListTotal } from '../components/admin-list-results.tsx';
import { AdminPageHeader } from '../components/admin-page-header.tsx';
import { useCartReminderList } from './api/list-cart-reminders.ts';
import { readCartReminderListParams } from './cart-reminder-list-params.ts';
import { CartReminderTotals } from './cart-reminder-totals.tsx';
import { CartRemindersTable } from './cart-reminders-table.tsx';

/**
 * /admin/cart-reminders: the carts shoppers asked to be reminded of, newest first, with what
 * became of each reminder and the orders it brought back; the totals on top.
 */
export function CartReminderListPage() {
  const [searchParams] = useSearchParams();
  const params = readCartReminderListParams(searchParams);
  const reminders = useCartReminderList(params);

  return (
    <>
      <AdminPageHeader
        title="Cart reminders"
        description={
          reminders.data &&
          describeListTotal(reminders.data.total, { one: 'saved cart', many: 'saved carts' }, false)
        }
      />
      {reminders.data && <CartReminderTotals totals={reminders.data.totals} />}

      <AdminListResults
        list={reminders}
        path={adminPaths.cartReminders()}
        loadingLabel="Loading the saved carts"
        errorFallback="Could not load the cart reminders."
        paginationLabel="Cart reminder pages"
        isFiltered={false}
        noMatch={{ title: 'No saved carts match', showAllLabel: 'Show all saved carts' }}
        none={{
          title: 'No saved carts yet',
          children: `A cart appears here when a shopper ticks “${CART_REMINDER_COPY.label}” at the shipping step. Nothing is kept without the tick.`,
        }}
      >
        {(rows) => <CartRemindersTable reminders={rows} />}
      </AdminListResults>
    </>
  );
}
