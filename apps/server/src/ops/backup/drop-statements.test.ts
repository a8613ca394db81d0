import { describe, expect, it } from 'vitest';
import { dropStatementsOf } from './postgres-dump.ts';

// A forced PostgreSQL restore drops what the dump holds, and nothing else (issue [14] item 19).
const TABLE_OF_CONTENTS = `;
; Archive created at 2026-11-28 23:40:01 UTC
;
6; 2615 16384 SCHEMA - drizzle postgres
2; 3079 16385 EXTENSION - pg_trgm
3942; 0 0 COMMENT - EXTENSION pg_trgm
281; 1255 16470 FUNCTION public product_counts_follow() postgres
226; 1259 16403 TABLE public orders postgres
227; 1259 16410 SEQUENCE public orders_number_seq postgres
3950; 0 0 SEQUENCE OWNED BY public orders_number_seq postgres
225; 1259 16398 TABLE drizzle __drizzle_migrations postgres
3771; 2604 16414 DEFAULT public orders number postgres
3930; 0 16403 TABLE DATA public orders postgres
3790; 2606 16420 CONSTRAINT public orders orders_pkey postgres
3800; 2620 16480 TRIGGER public products product_counts_on_insert postgres
`;

describe('dropStatementsOf', () => {
  it("drops the dump's tables, sequences, functions and own schemas, tables first", () => {
    expect(dropStatementsOf(TABLE_OF_CONTENTS)).toEqual([
      'drop table if exists "public"."orders" cascade',
      'drop table if exists "drizzle"."__drizzle_migrations" cascade',
      'drop sequence if exists "public"."orders_number_seq" cascade',
      'drop function if exists "public"."product_counts_follow"() cascade',
      'drop schema if exists "drizzle" cascade',
    ]);
  });

  it('leaves the public schema, extensions, data and constraints to what it drops', () => {
    const statements = dropStatementsOf(TABLE_OF_CONTENTS).join('\n');
    expect(statements).not.toMatch(/schema if exists "public"|pg_trgm|orders_pkey|DATA/);
  });
});
