import type { AdminCategory } from '@skins/shared';
import { useState } from 'react';
import { QueryError } from '#ui/query-error.tsx';
import { Spinner } from '#ui/spinner.tsx';
import { useToast } from '#ui/toast/toast-context.tsx';
import { AdminPageHeader } from '../components/admin-page-header.tsx';
import { errorMessageOf } from '../components/error-message.ts';
import { useAdminCategories, useUpdateCategory } from './api/category-calls.ts';
import { CategoryForm } from './category-form.tsx';
import { CategoryTable } from './category-table.tsx';

/** The write body of a category as it is, at another position. */
const atPosition = (category: AdminCategory, position: number) => ({
  name: category.name,
  slug: category.slug,
  hsnCode: category.hsnCode,
  gstRate: category.gstRate,
  position,
});

/**
 * /admin/categories (owner, decision 067): the shop's categories in the bar's order, each
 * editable (name, slug, HSN code, GST rate, position) and movable up or down; a form adds one.
 */
export function CategoriesPage() {
  const categories = useAdminCategories();
  const update = useUpdateCategory();
  const { showToast } = useToast();
  const [editing, setEditing] = useState<AdminCategory | null>(null);
  const [isMoving, setIsMoving] = useState(false);
  const list = categories.data ?? [];
  const nextPosition = list.reduce((last, c) => Math.max(last, c.position + 1), 0);

  /** Swaps places with the neighbour: the list is numbered 0, 1, 2… and the changed ones sent. */
  async function move(category: AdminCategory, by: -1 | 1) {
    const order = [...list];
    const from = order.findIndex((c) => c._id === category._id);
    const [moved] = order.splice(from, 1);
    if (!moved) return;
    order.splice(from + by, 0, moved);
    setIsMoving(true);
    try {
      for (const [position, c] of order.entries()) {
        if (c.position !== position) {
          await update.mutateAsync({ id: c._id, input: atPosition(c, position) });
        }
      }
    } catch (error) {
      showToast({ kind: 'error', message: errorMessageOf(error, 'Could not move the category.') });
    } finally {
      setIsMoving(false);
    }
  }

  return (
    <>
      <AdminPageHeader
        title="Categories"
        description={
          categories.data &&
          `${list.length} ${list.length === 1 ? 'category' : 'categories'}, in the shop’s category bar order`
        }
      />
      <div className="space-y-6">
        {categories.isPending ? (
          <div className="flex justify-center py-16">
            <Spinner label="Loading categories" />
          </div>
        ) : categories.isError ? (
          <QueryError
            message={errorMessageOf(categories.error, 'Could not load the categories.')}
            onRetry={() => void categories.refetch()}
            isRetrying={categories.isFetching}
          />
        ) : (
          <>
            <CategoryTable
              categories={list}
              onEdit={setEditing}
              onMove={(category, by) => void move(category, by)}
              isMoving={isMoving}
            />
            <CategoryForm
              key={editing?._id ?? 'new'}
              category={editing}
              nextPosition={nextPosition}
              onDone={() => setEditing(null)}
            />
          </>
        )}
      </div>
    </>
  );
}
