import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.ts';
import { syncReferenceData } from '../../modules/catalog/index.ts';
import { openDatabase } from '../client.ts';
import { lockDataDir } from '../lock.ts';
import { seedDemoCampaignsIfEmpty } from './campaigns.ts';
import { replaceCatalog, seedDemoCatalogIfEmpty } from './seed.ts';

// `npm run seed` fills an empty catalog; `npm run seed -- --products 10000 --reset` replaces
// the catalog with a generated one of that size (benchmarks). Both add the demo coupon codes
// when the shop has no campaigns of its own.

const { values } = parseArgs({
  options: { products: { type: 'string' }, reset: { type: 'boolean', default: false } },
});
const size = values.products === undefined ? undefined : Number(values.products);
if (size !== undefined && (!Number.isInteger(size) || size < 1 || size > 200_000)) {
  console.error('--products must be a whole number between 1 and 200000');
  process.exit(2);
}

const config = loadConfig();
const release =
  config.database.kind === 'pglite' ? await lockDataDir(config.database.dir) : async () => {};
const database = await openDatabase(config.database);
try {
  await database.migrate();
  await syncReferenceData(database.db);
  const count =
    values.reset || size !== undefined
      ? await replaceCatalog(database.db, size === undefined ? {} : { size })
      : await seedDemoCatalogIfEmpty(database.db);
  console.log(
    count ? `Seeded ${count} products.` : 'The catalog already has products; left alone.',
  );
  const coupons = await seedDemoCampaignsIfEmpty(database.db, new Date());
  if (coupons) console.log(`Seeded ${coupons} demo coupon codes.`);
} finally {
  await database.close();
  await release();
}
