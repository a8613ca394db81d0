import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';

const OPT_OUT_SOURCES = ['whatsapp-stop', 'link'] as const;

/**
 * Phones that withdrew consent to WhatsApp and SMS updates: `STOP` answered on WhatsApp, or the
 * opt-out link followed (API.md § Messages beyond mail). An order's consent counts only when it
 * was given after the phone's opt-out (a later tick at checkout is a new consent).
 */
export const messageOptOuts = pgTable('message_opt_outs', {
  /** As messages are addressed: `91XXXXXXXXXX`. */
  phone: text('phone').primaryKey(),
  source: text('source', { enum: OPT_OUT_SOURCES }).notNull(),
  createdAt: createdAt(),
});
