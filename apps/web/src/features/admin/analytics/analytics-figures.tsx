import { type AnalyticsTotals, formatInr } from '@skins/shared';
import { percentChange } from './analytics-range.ts';

// The analytics page's figures: the cards with their change against the period before, the top
// products and device models, and the funnel.

const FRAME = 'rounded-2xl bg-white shadow-sm ring-1 ring-neutral-900/5';
const CARD = `${FRAME} p-5`;
/** A card whose table runs to its edges. */
const CARD_FLUSH = `${FRAME} overflow-hidden`;
const money = (rupees: number) => formatInr(Math.round(rupees * 100));
const percent = (share: number) => `${(Math.round(share * 1000) / 10).toFixed(1)}%`;

type Better = 'up' | 'down' | 'neither';

function Change({ text, sign, better }: { text: string; sign: number; better: Better }) {
  const good = better === 'neither' || sign === 0 ? null : sign > 0 === (better === 'up');
  const tone = good === null ? 'text-neutral-600' : good ? 'text-emerald-700' : 'text-red-700';
  return <span className={`font-medium text-xs ${tone}`}>{text}</span>;
}

interface Figure {
  label: string;
  value: string;
  change: { text: string; sign: number } | null;
  better: Better;
}

function relative(current: number, previous: number): Figure['change'] {
  const change = percentChange(current, previous);
  if (change === null) return current === 0 ? null : { text: 'new', sign: 1 };
  return { text: `${change > 0 ? '+' : change < 0 ? '−' : '±'}${Math.abs(change)}%`, sign: change };
}

function points(current: number, previous: number): Figure['change'] {
  const change = Math.round((current - previous) * 1000) / 10;
  return {
    text: `${change > 0 ? '+' : change < 0 ? '−' : '±'}${Math.abs(change).toFixed(1)} pts`,
    sign: change,
  };
}

export function FigureCards({
  totals,
  previous,
}: {
  totals: AnalyticsTotals;
  previous: AnalyticsTotals;
}) {
  const figures: Figure[] = [
    {
      label: 'Net sales',
      value: money(totals.netSales),
      change: relative(totals.netSales, previous.netSales),
      better: 'up',
    },
    {
      label: 'Orders',
      value: totals.orders.toLocaleString('en-IN'),
      change: relative(totals.orders, previous.orders),
      better: 'up',
    },
    {
      label: 'Average order value',
      value: money(totals.averageOrderValue),
      change: relative(totals.averageOrderValue, previous.averageOrderValue),
      better: 'up',
    },
    {
      label: 'Discounts',
      value: money(totals.discounts),
      change: relative(totals.discounts, previous.discounts),
      better: 'neither',
    },
    {
      label: 'Refunds',
      value: money(totals.refunds),
      change: relative(totals.refunds, previous.refunds),
      better: 'down',
    },
    {
      label: 'COD share',
      value: percent(totals.codShare),
      change: points(totals.codShare, previous.codShare),
      better: 'neither',
    },
    {
      label: 'Returning customers',
      value: percent(totals.returningCustomerRate),
      change: points(totals.returningCustomerRate, previous.returningCustomerRate),
      better: 'up',
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {figures.map((figure, index) => (
        <div key={figure.label} className={`${CARD} ${index === 0 ? 'col-span-2' : ''}`}>
          <dt className="text-neutral-600 text-sm">{figure.label}</dt>
          <dd className="mt-1 flex flex-wrap items-baseline gap-x-2">
            <span
              className={`font-semibold text-neutral-900 tabular-nums ${index === 0 ? 'text-2xl sm:text-3xl' : 'text-lg sm:text-xl'}`}
            >
              {figure.value}
            </span>
            {figure.change && (
              <Change text={figure.change.text} sign={figure.change.sign} better={figure.better} />
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

const TH =
  'px-4 py-2.5 first:pl-5 last:pr-5 font-medium text-neutral-600 text-xs uppercase tracking-wide';
const TD = 'px-4 py-2.5 first:pl-5 last:pr-5 text-neutral-800 tabular-nums';

export function TopProducts({ products }: { products: AnalyticsTotals['topProducts'] }) {
  return (
    <section aria-labelledby="top-products" className={CARD_FLUSH}>
      <h3 id="top-products" className="px-5 pt-5 pb-3 font-semibold text-neutral-900">
        Top products
      </h3>
      {products.length === 0 ? (
        <p className="px-5 pb-5 text-neutral-600 text-sm">No sales in this period.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[18rem] text-left text-sm">
            <thead className="border-neutral-100 border-y bg-neutral-50">
              <tr>
                <th className={TH}>Product</th>
                <th className={`${TH} text-right`}>Units</th>
                <th className={`${TH} text-right`}>Net sales</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-neutral-100">
              {products.map((product) => (
                <tr key={product.productId}>
                  <td className={`${TD} sm:max-w-[20rem]`} title={product.name}>
                    <span className="line-clamp-2 sm:line-clamp-1">{product.name}</span>
                  </td>
                  <td className={`${TD} text-right`}>{product.units}</td>
                  <td className={`${TD} whitespace-nowrap text-right`}>
                    {money(product.netSales)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export function TopDevices({ devices }: { devices: AnalyticsTotals['topDevices'] }) {
  const most = Math.max(1, ...devices.map((device) => device.units));
  return (
    <section aria-labelledby="top-devices" className={CARD}>
      <h3 id="top-devices" className="font-semibold text-neutral-900">
        Top device models
      </h3>
      {devices.length === 0 ? (
        <p className="mt-3 text-neutral-600 text-sm">No sales in this period.</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {devices.map((device) => (
            <li key={`${device.brand} ${device.model}`} className="text-sm">
              <div className="flex items-baseline justify-between gap-3">
                <span className="truncate text-neutral-800">
                  {device.brand} {device.model}
                </span>
                <span className="shrink-0 text-neutral-600 tabular-nums">
                  {device.units} {device.units === 1 ? 'unit' : 'units'}
                </span>
              </div>
              <div className="mt-1 h-1.5 rounded-full bg-neutral-100">
                <div
                  className="h-1.5 rounded-full bg-charcoal-700"
                  style={{ width: `${(device.units / most) * 100}%` }}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function Funnel({ funnel }: { funnel: AnalyticsTotals['funnel'] }) {
  const steps = [
    { label: 'Product views', count: funnel.productViews },
    { label: 'Added to cart', count: funnel.addedToCart },
    { label: 'Checkout started', count: funnel.checkoutsStarted },
    { label: 'Ordered', count: funnel.ordersPlaced },
  ];
  const widest = Math.max(1, ...steps.map((step) => step.count));
  return (
    <section aria-labelledby="funnel" className={CARD}>
      <h3 id="funnel" className="font-semibold text-neutral-900">
        Funnel
      </h3>
      <ol className="mt-3 space-y-3">
        {steps.map((step, index) => {
          const before = steps[index - 1]?.count;
          const rate = before
            ? `${Math.round((step.count / before) * 1000) / 10}% of the step before`
            : null;
          return (
            <li key={step.label} className="text-sm">
              <div className="flex items-baseline justify-between gap-3">
                <span className="text-neutral-800">{step.label}</span>
                <span className="font-medium text-neutral-900 tabular-nums">
                  {step.count.toLocaleString('en-IN')}
                </span>
              </div>
              <div className="mt-1 h-2 rounded-full bg-neutral-100">
                <div
                  className="h-2 rounded-full bg-accent"
                  style={{ width: `${(step.count / widest) * 100}%` }}
                />
              </div>
              {rate && <p className="mt-0.5 text-neutral-600 text-xs">{rate}</p>}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
