import { BackupError } from './manifest.ts';

/** What a dump holds, read in the same snapshot as the dump itself. */
export interface ShopState {
  migrations: number;
  orders: number;
  mails: number;
}

type Query = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

// Plain SQL over the tables' names: a backup copies the whole database, whoever owns a table.
const STATE_SQL = `select
  (select count(*) from drizzle.__drizzle_migrations) as migrations,
  (select count(*) from orders) as orders,
  (select count(*) from mail_outbox) as mails`;

const HAS_TABLES_SQL = `select
  to_regclass('drizzle.__drizzle_migrations') is not null
  and to_regclass('public.orders') is not null
  and to_regclass('public.mail_outbox') is not null as ready`;

/** Migration level and counts; a database the shop never started on is refused. */
export async function readShopState(query: Query, where: string): Promise<ShopState> {
  const [check] = (await query(HAS_TABLES_SQL)).rows;
  if (check?.ready !== true) {
    throw new BackupError(`${where} has no shop tables: start the shop on it once first.`);
  }
  const [row] = (await query(STATE_SQL)).rows;
  return {
    migrations: Number(row?.migrations),
    orders: Number(row?.orders),
    mails: Number(row?.mails),
  };
}
