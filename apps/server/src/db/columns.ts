import { timestamp } from 'drizzle-orm/pg-core';

// Column shapes every module's tables share: times are `timestamptz`, read as Date.

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const optionalTime = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
