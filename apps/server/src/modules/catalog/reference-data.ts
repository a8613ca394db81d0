import { CATEGORIES } from '@skins/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, productTypes } from './catalog.tables.ts';

/** Categories and product types follow the shared contract; kept in step at every start. */
export async function syncReferenceData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(categories)
      .values(CATEGORIES.map((c, position) => ({ slug: c.slug, name: c.name, position })))
      .onConflictDoUpdate({
        target: categories.slug,
        set: { name: sql`excluded.name`, position: sql`excluded.position` },
      });
    await tx
      .insert(productTypes)
      .values(
        CATEGORIES.flatMap((c) =>
          c.productTypes.map((t, position) => ({
            name: t.name,
            label: t.label,
            categorySlug: c.slug,
            position,
          })),
        ),
      )
      .onConflictDoUpdate({
        target: productTypes.name,
        set: {
          label: sql`excluded.label`,
          categorySlug: sql`excluded.category_slug`,
          position: sql`excluded.position`,
        },
      });
  });
}
