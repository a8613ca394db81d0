import type { Product, ProductList } from '@skins/shared';

export function buildProduct(overrides: Partial<Product> = {}): Product {
  const slug = overrides.slug ?? 'carbon-fibre-obsidian-iphone';
  return {
    _id: `id-${slug}`,
    slug,
    name: 'Carbon Fibre Obsidian',
    description: 'A matte carbon-fibre texture skin.',
    price: 549,
    compareAtPrice: 699,
    images: ['/media/art/v2/iphone/carbon-fibre/obsidian/front.svg'],
    thumbnail: '/media/art/v2/iphone/carbon-fibre/obsidian/thumb.svg',
    category: 'mobile-skins',
    productType: { name: 'iphone' },
    tags: ['textured'],
    compatibility: [{ brand: 'Apple', models: ['iPhone 16 Pro'] }],
    active: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function buildProductList(products: Product[]): ProductList {
  return { data: products, page: 1, limit: 12, total: products.length, totalPages: 1 };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}
