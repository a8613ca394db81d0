import { type Product, ProductSchema, type ProductWriteInput } from '@skins/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '#lib/api-client.ts';
import { adminProductKeys } from './admin-product-keys.ts';

/** PUT /api/products/{id}: replaces every field; 404 unknown, 409 a taken slug. */
function updateProduct(productId: string, body: ProductWriteInput): Promise<Product> {
  return apiSend(`/products/${encodeURIComponent(productId)}`, ProductSchema, {
    method: 'PUT',
    body,
  });
}

export function useUpdateProduct(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductWriteInput) => updateProduct(productId, body),
    onSuccess: (product) => {
      queryClient.setQueryData(adminProductKeys.detail(productId), product);
      return queryClient.invalidateQueries({ queryKey: adminProductKeys.lists() });
    },
  });
}
