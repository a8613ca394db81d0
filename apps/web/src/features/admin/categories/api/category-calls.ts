import {
  type AdminCategory,
  AdminCategoryListSchema,
  AdminCategorySchema,
  type CategoryWriteInput,
} from '@skins/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_QUERY_ROOT } from '#features/admin/admin-query-root.ts';
import { apiGet, apiSend } from '#lib/api-client.ts';

export const adminCategoryKeys = {
  all: [ADMIN_QUERY_ROOT, 'categories'] as const,
};

/** GET /api/admin/categories (owner): every category in the bar's order, with its counts. */
async function listCategories(signal?: AbortSignal): Promise<readonly AdminCategory[]> {
  const { data } = await apiGet('/admin/categories', AdminCategoryListSchema, { signal });
  return data;
}

const categoryListQueryOptions = () =>
  queryOptions({
    queryKey: adminCategoryKeys.all,
    queryFn: ({ signal }) => listCategories(signal),
    staleTime: 30_000,
  });

/** The owner's categories: the Categories page, and the product form's and list's selects. */
export function useAdminCategories() {
  return useQuery(categoryListQueryOptions());
}

/** POST /api/admin/categories: 409 when another category has or had the slug. */
function createCategory(input: CategoryWriteInput): Promise<AdminCategory> {
  return apiSend('/admin/categories', AdminCategorySchema, { method: 'POST', body: input });
}

/** PUT /api/admin/categories/{id}: the whole category; a new slug keeps the old as a redirect. */
function updateCategory({ id, input }: { id: string; input: CategoryWriteInput }) {
  return apiSend(`/admin/categories/${encodeURIComponent(id)}`, AdminCategorySchema, {
    method: 'PUT',
    body: input,
  });
}

function useCategoryMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminCategoryKeys.all }),
  });
}

export const useCreateCategory = () => useCategoryMutation(createCategory);
export const useUpdateCategory = () => useCategoryMutation(updateCategory);
