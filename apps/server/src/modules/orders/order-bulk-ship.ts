import type { BulkShipAnswer, BulkShipRowError } from '@skins/shared';
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { MailRow } from '../mail/index.ts';
import { parseBulkShipCsv } from './bulk-ship-csv.ts';
import { cannotShipMessage, shipLockedOrder } from './order-fulfilment.ts';
import type { OrderMailer } from './order-mailer.ts';
import { orders } from './orders.tables.ts';

const ALREADY_SHIPPED = 'This order has already shipped; correct its shipment on its own page.';

function refused(errors: BulkShipRowError[]): AppError {
  const sorted = [...errors].sort((a, b) => a.line - b.line);
  const count = sorted.length === 1 ? 'One line' : `${sorted.length} lines`;
  return new AppError(
    400,
    'VALIDATION_FAILED',
    `${count} of the CSV cannot be shipped; nothing was shipped.`,
    { rows: sorted },
  );
}

/**
 * POST /orders/ship-bulk: ships every order of the CSV in one transaction, each through the
 * single ship's step (its history with the admin, its one shipped mail), or none. The orders
 * are locked in id order, so two bulk ships over the same orders wait rather than deadlock, and
 * a single ship of one of them waits too; any refused line rolls everything back with the list
 * of lines and why.
 */
export async function shipOrdersInBulk(
  db: Db,
  mailer: OrderMailer,
  csv: string,
  actor: string | null,
): Promise<BulkShipAnswer> {
  const { lines, errors } = parseBulkShipCsv(csv);
  const numbers = lines.map((line) => line.number);
  const mails = await db.transaction(async (tx) => {
    const locked = await tx
      .select()
      .from(orders)
      .where(inArray(orders.number, numbers))
      .orderBy(asc(orders.id))
      .for('update');
    const byNumber = new Map(locked.map((row) => [row.number, row]));
    for (const { line, label, number, input } of lines) {
      // A line the file already refused gets one reason, not two.
      if (input === null) continue;
      const row = byNumber.get(number);
      const message = !row
        ? `There is no order #${number}.`
        : row.status === 'Shipped'
          ? ALREADY_SHIPPED
          : cannotShipMessage(row.status);
      if (message !== null) errors.push({ line, number: label, message });
    }
    if (errors.length > 0) throw refused(errors);
    const written: MailRow[] = [];
    for (const { number, input } of lines) {
      const row = byNumber.get(number);
      if (!row || !input) continue;
      const mail = await shipLockedOrder(tx, mailer, row, input, actor);
      if (mail) written.push(mail);
    }
    return written;
  });
  mailer.mail.sendQueued(mails);
  return { shipped: numbers };
}
