import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/**
 * While on, every write to the outbox fails (a trigger raises): the step of a transaction that
 * writes its mail fails last, so the test sees whether the whole change rolls back with it.
 */
export async function refuseMails(db: Db, isOn: boolean): Promise<void> {
  if (!isOn) {
    await db.execute(sql.raw('drop trigger refuse_mail on mail_outbox'));
    return;
  }
  await db.execute(
    sql.raw(`create or replace function refuse_mail() returns trigger language plpgsql as
      $$ begin raise exception 'the outbox is unavailable'; end $$`),
  );
  await db.execute(
    sql.raw(
      'create trigger refuse_mail before insert on mail_outbox for each row execute function refuse_mail()',
    ),
  );
}
