import { formatInr } from '@skins/shared';
import {
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { Grouping, SalesPoint } from './analytics-range.ts';

// The analytics page's chart (recharts, in the admin's lazy chunk only: decision 064): this
// period's line, and the period before drawn dashed beside it, point for point.

export type ChartMetric = 'netSales' | 'orders';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-11-03' → '3 Nov'; a month '2026-11' → 'Nov 2026'. */
export function pointLabel(key: string, grouping: Grouping): string {
  const [year, month, day] = key.split('-');
  const name = MONTHS[Number(month) - 1] ?? '';
  if (grouping === 'month' || day === undefined) return `${name} ${year}`;
  return `${Number(day)} ${name}`;
}

/** Rupees on an axis: Rs. 950, Rs. 12k, Rs. 1.2L, Rs. 3.4Cr (Indian lakhs and crores). */
export function compactRupees(rupees: number): string {
  const abs = Math.abs(rupees);
  const short = (value: number, unit: string) =>
    `Rs. ${(Math.round(value * 10) / 10).toString()}${unit}`;
  if (abs >= 1e7) return short(rupees / 1e7, 'Cr');
  if (abs >= 1e5) return short(rupees / 1e5, 'L');
  if (abs >= 1e3) return short(rupees / 1e3, 'k');
  return `Rs. ${Math.round(rupees)}`;
}

const valueText = (metric: ChartMetric, value: number) =>
  metric === 'netSales' ? formatInr(Math.round(value * 100)) : String(value);

interface SalesChartProps {
  current: readonly SalesPoint[];
  previous: readonly SalesPoint[];
  grouping: Grouping;
  metric: ChartMetric;
}

export function SalesChart({ current, previous, grouping, metric }: SalesChartProps) {
  const data = current.map((point, index) => ({
    label: pointLabel(point.key, grouping),
    current: point[metric],
    previous: previous[index]?.[metric] ?? null,
    previousLabel: previous[index] ? pointLabel(previous[index].key, grouping) : '',
  }));
  return (
    <div className="h-64 w-full sm:h-72" data-testid="sales-chart">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid stroke="#f4f4f5" vertical={false} />
          <XAxis
            dataKey="label"
            tickLine={false}
            axisLine={{ stroke: '#e4e4e7' }}
            tick={{ fill: '#52525b', fontSize: 12 }}
            minTickGap={24}
          />
          <YAxis
            width={metric === 'netSales' ? 64 : 36}
            tickLine={false}
            axisLine={false}
            tick={{ fill: '#52525b', fontSize: 12 }}
            allowDecimals={false}
            tickFormatter={(value: number) =>
              metric === 'netSales' ? compactRupees(value) : String(value)
            }
          />
          <Tooltip
            cursor={{ stroke: '#d4d4d8' }}
            contentStyle={{ borderRadius: 12, borderColor: '#e4e4e7', fontSize: 13 }}
            formatter={(value, name, item) => [
              valueText(metric, Number(value)),
              name === 'previous' ? `Before (${item.payload.previousLabel})` : 'This period',
            ]}
          />
          <Line
            type="monotone"
            dataKey="previous"
            name="previous"
            stroke="#a1a1aa"
            strokeWidth={1.5}
            strokeDasharray="5 5"
            dot={false}
            isAnimationActive={false}
          />
          <Line
            type="monotone"
            dataKey="current"
            name="current"
            stroke="#b45309"
            strokeWidth={2.5}
            dot={data.length <= 14 ? { r: 3, fill: '#b45309' } : false}
            activeDot={{ r: 4 }}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
