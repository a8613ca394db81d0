import { type Analytics, type AnalyticsTotals, shopCalendarDate } from '@skins/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { renderAdmin, TEST_STAFF } from '#testing/admin/render-admin.tsx';
import { jsonResponse } from '#testing/fixtures.ts';
import { analyticsCsv } from './analytics-csv.ts';
import { addDays, groupDays } from './analytics-range.ts';

const totals = (overrides: Partial<AnalyticsTotals> = {}): AnalyticsTotals => ({
  orders: 120,
  netSales: 123456.5,
  averageOrderValue: 1028.8,
  discounts: 4200,
  refunds: 1080,
  codShare: 0.25,
  returningCustomerRate: 0.125,
  topProducts: [
    { productId: 'p-1', name: 'Carbon Fibre, Black', units: 40, netSales: 21960 },
    { productId: 'p-2', name: 'Marble Skin', units: 12, netSales: 9588 },
  ],
  topDevices: [
    { brand: 'Apple', model: 'iPhone 16 Pro', units: 31 },
    { brand: 'Samsung', model: 'Galaxy S25', units: 9 },
  ],
  funnel: { productViews: 4800, addedToCart: 600, checkoutsStarted: 240, ordersPlaced: 120 },
  ...overrides,
});

const analytics: Analytics = {
  days: [
    { date: '2026-11-01', orders: 70, netSales: 70000, averageOrderValue: 1000 },
    { date: '2026-11-02', orders: 50, netSales: 53456.5, averageOrderValue: 1069.13 },
  ],
  totals: totals(),
  previous: {
    from: '2026-10-30',
    to: '2026-10-31',
    days: [
      { date: '2026-10-30', orders: 40, netSales: 40000, averageOrderValue: 1000 },
      { date: '2026-10-31', orders: 40, netSales: 42304.5, averageOrderValue: 1057.61 },
    ],
    totals: totals({ orders: 80, netSales: 82304.5, codShare: 0.3, topProducts: [] }),
  },
};

const dashboardStub = { message: 'not in this test', code: 'NOT_FOUND' };

function renderPage(path = '/admin') {
  return renderAdmin(path, (call) => {
    if (call.path === '/admin/analytics') return jsonResponse(analytics);
    if (call.path === '/admin/dashboard') return jsonResponse(dashboardStub, 404);
    return undefined;
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the analytics on the owner’s landing page', () => {
  it('shows the figures in rupees with their change against the period before', async () => {
    const { api } = renderPage();
    const section = await screen.findByRole('region', { name: 'Sales analytics' });
    const netSales = await within(section).findByText('Rs. 1,23,456.50');
    // 123456.5 against 82304.5: +50%.
    expect(netSales.parentElement?.textContent).toContain('+50%');
    expect(within(section).getByText('25.0%').parentElement?.textContent).toContain('−5.0 pts');
    const products = within(section).getByRole('region', { name: 'Top products' });
    expect(within(products).getByText('Carbon Fibre, Black')).toBeTruthy();
    expect(within(products).getByText('Rs. 21,960.00')).toBeTruthy();
    const funnel = within(section).getByRole('region', { name: 'Funnel' });
    expect(within(funnel).getByText('4,800')).toBeTruthy();
    expect(within(funnel).getByText('12.5% of the step before')).toBeTruthy();
    expect(within(section).getByText('Apple iPhone 16 Pro')).toBeTruthy();
    // The last 30 days in India by default.
    const today = shopCalendarDate(new Date());
    const [call] = api.calls.filter((c) => c.path === '/admin/analytics');
    expect(call?.query.get('to')).toBe(today);
    expect(call?.query.get('from')).toBe(addDays(today, -29));
  });

  it('asks for the range chosen, and a custom one from its dates', async () => {
    const { api } = renderPage();
    await screen.findByText('Rs. 1,23,456.50');
    fireEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    const today = shopCalendarDate(new Date());
    await waitFor(() => expect(api.calls.at(-1)?.query.get('from')).toBe(addDays(today, -6)));
    fireEvent.click(screen.getByRole('button', { name: 'Custom' }));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-01-31' } });
    await waitFor(() => {
      const last = api.calls.at(-1);
      expect([last?.query.get('from'), last?.query.get('to')]).toEqual([
        '2026-01-01',
        '2026-01-31',
      ]);
    });
  });

  it('downloads what is shown as CSV', async () => {
    const saved: Blob[] = [];
    // jsdom has no object URLs: these two stand in for the test, and are removed after it.
    // Defined, not assigned: another file of the worker may have left a read-only stand-in.
    Object.defineProperty(URL, 'createObjectURL', {
      value: (blob: Blob) => {
        saved.push(blob);
        return 'blob:analytics';
      },
      configurable: true,
    });
    Object.defineProperty(URL, 'revokeObjectURL', { value: () => undefined, configurable: true });
    onTestFinished(() => {
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    });
    renderPage();
    await screen.findByText('Rs. 1,23,456.50');
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(saved).toHaveLength(1);
    const text = await saved[0]?.text();
    const range = {
      from: addDays(shopCalendarDate(new Date()), -29),
      to: shopCalendarDate(new Date()),
    };
    expect(text).toBe(analyticsCsv(analytics, range));
  });

  it('is not shown to staff, who see their to-do list', async () => {
    const { api } = renderAdmin(
      '/admin',
      (call) => (call.path === '/admin/dashboard' ? jsonResponse(dashboardStub, 404) : undefined),
      TEST_STAFF,
    );
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(screen.queryByRole('region', { name: 'Sales analytics' })).toBeNull();
    expect(api.calls.some((c) => c.path === '/admin/analytics')).toBe(false);
  });
});

describe('the CSV and the grouping', () => {
  it('holds every day, the totals beside the period before, the top lists', () => {
    const lines = analyticsCsv(analytics, { from: '2026-11-01', to: '2026-11-02' }).split('\r\n');
    expect(lines).toContain('2026-11-02,50,53456.50,1069.13');
    expect(lines).toContain('Net sales,123456.50,82304.50');
    expect(lines).toContain('COD share,25%,30%');
    expect(lines).toContain('"Carbon Fibre, Black",40,21960.00');
    expect(lines).toContain('Samsung Galaxy S25,9');
  });

  it('sums days into weeks from Monday and into months', () => {
    const days = ['2026-11-01', '2026-11-02', '2026-11-08', '2026-11-09', '2026-12-01'].map(
      (date) => ({ date, orders: 1, netSales: 100.1, averageOrderValue: 100.1 }),
    );
    expect(groupDays(days, 'week').map((p) => [p.key, p.orders])).toEqual([
      ['2026-10-26', 1],
      ['2026-11-02', 2],
      ['2026-11-09', 1],
      ['2026-11-30', 1],
    ]);
    expect(groupDays(days, 'month')).toEqual([
      { key: '2026-11', orders: 4, netSales: 400.4 },
      { key: '2026-12', orders: 1, netSales: 100.1 },
    ]);
  });
});
