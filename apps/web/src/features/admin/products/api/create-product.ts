import { type Product, ProductSchema, type ProductWriteInput } from '@skins/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '#lib/api-client.ts';
import { adminProductKeys } from './admin-product-keys.ts';

/** POST /api/products (API.md § Products (write, admin)): 201 the product; 409 a taken slug. */
function createProduct(body: ProductWriteInput): Promise<Product> {
  return apiSend('/products', ProductSchema, { method: 'POST', body });
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: (product) => {
      queryClient.setQueryData(adminProductKeys.detail(product._id), product);
      return queryClient.invalidateQueries({ queryKey: adminProductKeys.lists() });
    },
  });
}
