import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildCartReminder, buildCartReminderList } from '#testing/admin/cart-reminder-fixtures.ts';
import { renderAdmin } from '#testing/admin/render-admin.tsx';
import { jsonResponse } from '#testing/fixtures.ts';
import type { ApiCall } from '#testing/stub-api-calls.ts';

const PATH = '/admin/cart-reminders';

function openList(url: string, answer: (call: ApiCall) => Response) {
  return renderAdmin(url, (call) => (call.path === PATH ? answer(call) : undefined));
}

async function findTable() {
  return screen.findByRole('table', { name: 'Saved carts and their reminders' }, { timeout: 4000 });
}

describe('the cart reminders list', () => {
  it('shows the totals, then each cart with its value, reminder, restore and recovered order', async () => {
    const { api } = openList(PATH, () =>
      jsonResponse(
        buildCartReminderList([buildCartReminder()], {
          total: 1,
          totals: { sent: 1240, recovered: 37, recoveredInPaise: 12_345_650 },
        }),
      ),
    );

    const table = await findTable();
    expect(Object.fromEntries(api.callsTo(PATH)[0]?.query ?? [])).toEqual({ page: '1' });
    expect(screen.getByRole('heading', { level: 1, name: 'Cart reminders' })).toBeTruthy();
    expect(screen.getByText('1 saved cart')).toBeTruthy();

    const totals = screen.getByRole('region', { name: 'Totals' });
    const figures = within(totals)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    // Indian digit grouping: one lakh twenty-three thousand…
    expect(figures).toEqual([
      ['Reminders sent', '1,240'],
      ['Orders recovered', '37'],
      ['Recovered revenue', 'Rs. 1,23,456.50'],
    ]);

    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((heading) => heading.textContent),
    ).toEqual([
      'Email',
      'Name',
      'Items',
      'Value',
      'Saved',
      'Reminder',
      'Restored',
      'Recovered order',
    ]);
    const row = within(table).getByRole('row', { name: /asha@example.in/ });
    expect(within(row).getByRole('rowheader').textContent).toBe('asha@example.in');
    // 04:00 UTC is 09:30 in India; 14:00 is 19:30; 16:10 is 21:40.
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Asha',
      '2',
      'Rs. 1,098.00',
      '22 Nov 2026, 09:30 am',
      'Sent22 Nov 2026, 07:30 pm',
      '22 Nov 2026, 09:40 pm',
      '#1042Rs. 1,185.84',
    ]);
    expect(within(row).getByRole('link', { name: '#1042' }).getAttribute('href')).toBe(
      '/admin/orders/order-7f3a',
    );
  });

  it('says in words why a reminder was not sent, or when it is due', async () => {
    const rows = [
      buildCartReminder({ _id: 'r-ordered', email: 'ordered@example.in', skipped: 'ordered' }),
      buildCartReminder({ _id: 'r-optout', email: 'optout@example.in', skipped: 'withdrawn' }),
      buildCartReminder({ _id: 'r-gone', email: 'gone@example.in', skipped: 'unavailable' }),
      buildCartReminder({ _id: 'r-merged', email: 'merged@example.in', skipped: 'merged' }),
      buildCartReminder({
        _id: 'r-unticked',
        email: 'unticked@example.in',
        remindedAt: null,
        withdrawn: true,
      }),
      buildCartReminder({ _id: 'r-due', email: 'due@example.in', remindedAt: null }),
      buildCartReminder({ _id: 'r-sent', email: 'sent@example.in', withdrawn: true }),
    ].map((reminder) =>
      reminder.remindedAt === null || reminder.skipped !== null
        ? { ...reminder, restoredAt: null, recoveredOrder: null }
        : reminder,
    );
    openList(PATH, () => jsonResponse(buildCartReminderList(rows)));

    const table = await findTable();
    const reminderOf = (email: string) =>
      within(table)
        .getByRole('row', { name: new RegExp(email) })
        .querySelectorAll('td')[4]?.textContent;
    expect(reminderOf('ordered@')).toBe(
      'Not sent: they ordered sinceDecided 22 Nov 2026, 07:30 pm',
    );
    expect(reminderOf('optout@')).toBe(
      'Not sent: they opted out of remindersDecided 22 Nov 2026, 07:30 pm',
    );
    expect(reminderOf('gone@')).toBe('Not sent: no product leftDecided 22 Nov 2026, 07:30 pm');
    expect(reminderOf('merged@')).toBe(
      'Not sent: merged with another cartDecided 22 Nov 2026, 07:30 pm',
    );
    expect(reminderOf('unticked@')).toBe(
      'Not sent: consent withdrawnWas due 22 Nov 2026, 07:30 pm',
    );
    expect(reminderOf('due@')).toBe('Due22 Nov 2026, 07:30 pm');
    expect(reminderOf('sent@')).toBe('Sent22 Nov 2026, 07:30 pmUnticked since');

    // Nothing restored or recovered: a dash to the eye, words to a screen reader.
    const due = within(table).getByRole('row', { name: /due@/ });
    expect(within(due).getByText('Not restored')).toBeTruthy();
    expect(within(due).getByText('None')).toBeTruthy();
    expect(within(due).queryByRole('link')).toBeNull();
  });

  it('says what the list is for when no cart has been saved', async () => {
    openList(PATH, () => jsonResponse(buildCartReminderList([])));

    expect(await screen.findByText('No saved carts yet', {}, { timeout: 4000 })).toBeTruthy();
    expect(
      screen.getByText(
        'A cart appears here when a shopper ticks “Email me a reminder about this cart” at the shipping step. Nothing is kept without the tick.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(within(totals).getByText('Rs. 0.00')).toBeTruthy();
    expect(screen.getByText('0 saved carts')).toBeTruthy();
  });

  it('pages through the carts, the page kept in the URL', async () => {
    const { api } = openList(`${PATH}?page=2`, (call) =>
      jsonResponse(
        buildCartReminderList([buildCartReminder()], {
          page: Number(call.query.get('page')),
          total: 45,
        }),
      ),
    );

    await findTable();
    expect(api.callsTo(PATH)[0]?.query.get('page')).toBe('2');
    const pages = screen.getByRole('navigation', { name: 'Cart reminder pages' });
    expect(within(pages).getByRole('link', { name: 'Page 1' }).getAttribute('href')).toBe(PATH);
    expect(within(pages).getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe(
      `${PATH}?page=3`,
    );
    expect(within(pages).getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('asks for page 1 when the URL’s page is not one', async () => {
    const { api } = openList(`${PATH}?page=0`, () =>
      jsonResponse(buildCartReminderList([buildCartReminder()])),
    );

    await findTable();
    expect(api.callsTo(PATH)[0]?.query.get('page')).toBe('1');
  });

  it('offers the first page when a page is past the last', async () => {
    openList(`${PATH}?page=9`, () =>
      jsonResponse(buildCartReminderList([], { page: 9, total: 45 })),
    );

    expect(await screen.findByText('Nothing on this page', {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the first page' }).getAttribute('href')).toBe(
      PATH,
    );
  });

  it('says the server’s message when the list is refused', async () => {
    openList(PATH, () =>
      jsonResponse({ message: 'This needs an admin account.', code: 'FORBIDDEN' }, 403),
    );

    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert.textContent).toContain('This needs an admin account.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('is a section of the admin’s navigation, shown as current', async () => {
    openList(PATH, () => jsonResponse(buildCartReminderList([])));

    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    const link = within(nav).getByRole('link', { name: 'Cart reminders' });
    expect(link.getAttribute('href')).toBe(PATH);
    expect(link.getAttribute('aria-current')).toBe('page');
  });
});
