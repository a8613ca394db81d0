import { formatShopDate, shopCalendarDate } from '@skins/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { QueryError } from '#ui/query-error.tsx';
import { Spinner } from '#ui/spinner.tsx';
import { adminButton } from '../components/admin-button.ts';
import { saveFile } from '../components/download-file-button.tsx';
import { errorMessageOf } from '../components/error-message.ts';
import { analyticsCsv } from './analytics-csv.ts';
import { FigureCards, Funnel, TopDevices, TopProducts } from './analytics-figures.tsx';
import {
  GROUPINGS,
  groupDays,
  isGrouping,
  isRangePreset,
  RANGE_PRESETS,
  rangeOf,
} from './analytics-range.ts';
import { useAnalytics } from './api/get-analytics.ts';
import { type ChartMetric, SalesChart } from './sales-chart.tsx';

const CARD = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-neutral-900/5';
const segment = (isActive: boolean) =>
  `h-9 shrink-0 rounded-full px-3.5 font-medium text-sm transition focus-visible:outline-2 focus-visible:outline-accent focus-visible:outline-offset-2 ${
    isActive
      ? 'bg-charcoal-900 text-white'
      : 'bg-white text-neutral-700 ring-1 ring-neutral-300 hover:bg-neutral-50'
  }`;
/** '2026-10-31', '2026-11-29' → '31 Oct 2026 – 29 Nov 2026'; one day → '29 Nov 2026'. */
function spanText(from: string, to: string): string {
  const day = (date: string) => formatShopDate(`${date}T12:00:00+05:30`, 'short');
  return from === to ? day(from) : `${day(from)} – ${day(to)}`;
}

const DATE_INPUT = 'h-9 rounded-lg border border-neutral-300 px-2 text-neutral-900 text-sm';

/**
 * The owner's analytics (decision 064), on the admin's landing page: a range (presets or
 * custom, in the URL), the figures against the period before, net sales or orders over time by
 * day, week or month with the period before dashed, top products and devices, the funnel, and
 * the CSV of all of it.
 */
export function AnalyticsPanel() {
  const [params, setParams] = useSearchParams();
  const [metric, setMetric] = useState<ChartMetric>('netSales');
  const today = shopCalendarDate(new Date());
  const preset = isRangePreset(params.get('range')) ? params.get('range') : '30d';
  const range = rangeOf(isRangePreset(preset) ? preset : '30d', today, {
    from: params.get('from'),
    to: params.get('to'),
  });
  const group = params.get('group');
  const grouping = isGrouping(group) ? group : 'day';
  const analytics = useAnalytics(range);

  const update = (changes: Record<string, string>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) next.set(key, value);
        return next;
      },
      { replace: true },
    );

  function downloadCsv() {
    if (!analytics.data) return;
    const blob = new Blob([analyticsCsv(analytics.data, range)], {
      type: 'text/csv;charset=utf-8',
    });
    saveFile(blob, `analytics-${range.from}-to-${range.to}.csv`);
  }

  return (
    <section aria-labelledby="analytics" className="space-y-4 sm:space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="analytics" className="font-semibold text-lg text-neutral-900">
          Sales analytics
        </h2>
        <button
          type="button"
          className={adminButton.secondary}
          onClick={downloadCsv}
          disabled={!analytics.data}
        >
          Download CSV
        </button>
      </div>
      <div className="flex flex-col gap-3">
        <fieldset className="flex min-w-0 flex-wrap gap-2">
          <legend className="sr-only">Date range</legend>
          {RANGE_PRESETS.map((option) => (
            <button
              key={option.id}
              type="button"
              aria-pressed={preset === option.id}
              className={segment(preset === option.id)}
              onClick={() =>
                update(
                  option.id === 'custom'
                    ? { range: 'custom', from: range.from, to: range.to }
                    : { range: option.id },
                )
              }
            >
              {option.label}
            </button>
          ))}
        </fieldset>
        {preset === 'custom' && (
          <div className="flex flex-wrap items-center gap-3 text-neutral-700 text-sm">
            <label className="flex items-center gap-2">
              From
              <input
                type="date"
                value={range.from}
                max={range.to}
                onChange={(event) => update({ from: event.target.value })}
                className={DATE_INPUT}
              />
            </label>
            <label className="flex items-center gap-2">
              To
              <input
                type="date"
                value={range.to}
                min={range.from}
                max={today}
                onChange={(event) => update({ to: event.target.value })}
                className={DATE_INPUT}
              />
            </label>
          </div>
        )}
        <p className="text-neutral-600 text-sm">
          {analytics.data
            ? `${spanText(range.from, range.to)}, compared with ${spanText(analytics.data.previous.from, analytics.data.previous.to)} (India time)`
            : `${spanText(range.from, range.to)} (India time)`}
        </p>
      </div>

      {analytics.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading the analytics" />
        </div>
      ) : analytics.isError ? (
        <QueryError
          message={errorMessageOf(analytics.error, 'Failed to fetch the analytics')}
          onRetry={() => void analytics.refetch()}
          isRetrying={analytics.isRefetching}
        />
      ) : (
        <>
          <FigureCards totals={analytics.data.totals} previous={analytics.data.previous.totals} />
          <section aria-labelledby="over-time" className={CARD}>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h3 id="over-time" className="font-semibold text-neutral-900">
                {metric === 'netSales' ? 'Net sales' : 'Orders'} over time
              </h3>
              <div className="flex flex-wrap gap-2">
                {(['netSales', 'orders'] as const).map((option) => (
                  <button
                    key={option}
                    type="button"
                    aria-pressed={metric === option}
                    className={segment(metric === option)}
                    onClick={() => setMetric(option)}
                  >
                    {option === 'netSales' ? 'Net sales' : 'Orders'}
                  </button>
                ))}
                <span aria-hidden="true" className="mx-1 hidden w-px bg-neutral-200 sm:block" />
                {GROUPINGS.map((option) => (
                  <button
                    key={option.id}
                    type="button"
                    aria-pressed={grouping === option.id}
                    className={segment(grouping === option.id)}
                    onClick={() => update({ group: option.id })}
                  >
                    {option.label}
                  </button>
                ))}
              </div>
            </div>
            <div className="mt-4">
              <SalesChart
                current={groupDays(analytics.data.days, grouping)}
                previous={groupDays(analytics.data.previous.days, grouping)}
                grouping={grouping}
                metric={metric}
              />
            </div>
            <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-neutral-600 text-xs">
              <span className="flex items-center gap-1.5">
                <span aria-hidden="true" className="h-0.5 w-5 rounded bg-accent" /> This period
              </span>
              <span className="flex items-center gap-1.5">
                <span
                  aria-hidden="true"
                  className="w-5 border-neutral-400 border-t-2 border-dashed"
                />
                Period before
              </span>
            </p>
          </section>
          <div className="grid grid-cols-1 gap-4 sm:gap-6 lg:grid-cols-3">
            <div className="min-w-0 lg:col-span-2">
              <TopProducts products={analytics.data.totals.topProducts} />
            </div>
            <Funnel funnel={analytics.data.totals.funnel} />
          </div>
          <TopDevices devices={analytics.data.totals.topDevices} />
        </>
      )}
    </section>
  );
}
