import type { DeviceBrand } from '@skins/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from './catalog.tables.ts';

export interface DeviceFilter {
  brand: string;
  model: string;
}

/**
 * Products that fit the device: those naming its brand and model in `compatibility`, and those
 * with an empty `compatibility`, which fit every device (the product page asks no device of
 * them, device-selection.ts). jsonb containment (`@>`), the same on PGlite and PostgreSQL;
 * names match exactly, as GET /api/devices gives them.
 */
export function fitsDevice(device: DeviceFilter): SQL {
  const entry = JSON.stringify([{ brand: device.brand, models: [device.model] }]);
  return sql`(${products.compatibility} = '[]'::jsonb or ${products.compatibility} @> ${entry}::jsonb)`;
}

/** The device of a query, when it names one (both-or-neither is the schema's rule). */
export function deviceOf(query: {
  brand?: string | undefined;
  model?: string | undefined;
}): DeviceFilter | undefined {
  return query.brand !== undefined && query.model !== undefined
    ? { brand: query.brand, model: query.model }
    : undefined;
}

// "iPhone 9" before "iPhone 10", and case only breaks ties: the same order on every server.
const naturalOrder = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
const byName = (a: string, b: string) => naturalOrder.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);

/**
 * Every brand and model that an active product names, brands A–Z and models in natural order.
 * Products that fit every device add none: they name no device to choose.
 */
export async function listDevices(db: Db): Promise<DeviceBrand[]> {
  // Both drivers answer `execute` with `{ rows }` (as ops/backup/pglite-dump.ts reads it too).
  const result = (await db.execute(sql`
    select distinct entry->>'brand' as brand, model
    from ${products}
      cross join lateral jsonb_array_elements(${products.compatibility}) as entry
      cross join lateral jsonb_array_elements_text(entry->'models') as model
    where ${products.active}`)) as unknown as { rows: { brand: unknown; model: unknown }[] };
  const models = new Map<string, string[]>();
  for (const row of result.rows) {
    if (typeof row.brand !== 'string' || typeof row.model !== 'string') continue;
    const list = models.get(row.brand) ?? [];
    list.push(row.model);
    models.set(row.brand, list);
  }
  return [...models.keys()]
    .sort(byName)
    .map((brand) => ({ brand, models: (models.get(brand) ?? []).sort(byName) }));
}
