import { CATEGORIES } from '@skins/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, productTypes } from './catalog.tables.ts';

/**
 * The four built-in categories and their product types (the shared taxonomy) at every start.
 * A built-in category is added once, under its original slug as id, and never overwritten: its
 * name, slug, HSN code, rate and position are the owner's to edit (decision 067). Product types
 * follow the code, attached to their category's id.
 */
export async function syncReferenceData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(categories)
      .values(
        CATEGORIES.map((c, position) => ({ id: c.slug, slug: c.slug, name: c.name, position })),
      )
      .onConflictDoNothing({ target: categories.id });
    await tx
      .insert(productTypes)
      .values(
        CATEGORIES.flatMap((c) =>
          c.productTypes.map((t, position) => ({
            name: t.name,
            label: t.label,
            categoryId: c.slug,
            position,
          })),
        ),
      )
      .onConflictDoUpdate({
        target: productTypes.name,
        set: {
          label: sql`excluded.label`,
          categoryId: sql`excluded.category_slug`,
          position: sql`excluded.position`,
        },
      });
  });
}
