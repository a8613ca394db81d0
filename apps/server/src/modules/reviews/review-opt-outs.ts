import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { normalEmail } from './opt-out-token.ts';
import { reviewRequestOptOuts } from './reviews.tables.ts';

// Buyers who asked for no more review requests (the mail's opt-out link, decision 052).

/** Records the opt-out; a second one changes nothing (the first time is kept). */
export async function optOutOfReviewRequests(db: Db | Tx, email: string): Promise<void> {
  await db
    .insert(reviewRequestOptOuts)
    .values({ email: normalEmail(email) })
    .onConflictDoNothing({ target: reviewRequestOptOuts.email });
}

export async function hasOptedOut(db: Db | Tx, email: string): Promise<boolean> {
  const [row] = await db
    .select({ email: reviewRequestOptOuts.email })
    .from(reviewRequestOptOuts)
    .where(eq(reviewRequestOptOuts.email, normalEmail(email)));
  return row !== undefined;
}
