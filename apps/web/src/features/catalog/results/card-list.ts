import type { Product, ProductList } from '@skins/shared';

/**
 * What a grid of product cards needs of a product: all an island's props carry (decision 045),
 * so the page's HTML does not repeat every description and image list as JSON.
 */
export type CardProduct = Pick<
  Product,
  | '_id'
  | 'slug'
  | 'name'
  | 'thumbnail'
  | 'price'
  | 'compareAtPrice'
  | 'productType'
  | 'tags'
  | 'rating'
  | 'soldOut'
>;

/** One page of a product list, its products as cards. */
export interface CardList {
  data: CardProduct[];
  page: number;
  total: number;
  totalPages: number;
}

/** The card fields of a list answer, for an island's props. */
export function toCardList({ data, page, total, totalPages }: ProductList): CardList {
  return {
    data: data.map(
      ({
        _id,
        slug,
        name,
        thumbnail,
        price,
        compareAtPrice,
        productType,
        tags,
        rating,
        soldOut,
      }) => ({
        _id,
        slug,
        name,
        thumbnail,
        price,
        compareAtPrice,
        productType,
        tags,
        rating: rating ?? null,
        // Only when true: most products never sell out (decision 065).
        ...(soldOut ? { soldOut } : {}),
      }),
    ),
    page,
    total,
    totalPages,
  };
}
