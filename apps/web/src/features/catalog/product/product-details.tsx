import type { Product } from '@skins/shared';
import { Link } from 'react-router';
import { SHIPPING } from '#features/content/index.ts';
import {
  ProductRatingLink,
  ProductReviewsBlock,
  type ReviewQuery,
} from '#features/product-reviews/index.ts';
import { paths } from '#lib/paths.ts';
import { Breadcrumb } from '#ui/breadcrumb.tsx';
import { CheckThinIcon } from '#ui/icons.tsx';
import { useCategories } from '../api/get-categories.ts';
import {
  FILTER_TAGS,
  type FilterTag,
  writeListingState,
} from '../listing/listing-search-params.ts';
import { placeOfProduct } from '../listing/listing-target.ts';
import { PreviewIsland } from './preview/device-preview.tsx';
import { GalleryIsland } from './product-gallery.tsx';
import { ProductPrice } from './product-price.tsx';
import { PurchaseIsland, SOLD_OUT_NOTE_ID } from './product-purchase.tsx';
import { RelatedProducts } from './related-products.tsx';

const PROMISES = [
  'Premium cast vinyl, UV-printed and laminated',
  'Laser-cut to the exact model you choose',
  'Bubble-free install, residue-free removal',
  `Dispatched in ${SHIPPING.dispatchBusinessDays} business days`,
  SHIPPING.promise,
] as const;

const isFilterTag = (tag: string): tag is FilterTag =>
  (FILTER_TAGS as readonly string[]).includes(tag);

interface ProductDetailsProps {
  product: Product;
  /** Which reviews the page's address asks for (sort, star filter, page). */
  reviewQuery: ReviewQuery;
}

export function ProductDetails({ product, reviewQuery }: ProductDetailsProps) {
  // The shop's categories from the server's render (entry-server.tsx): names and slugs now.
  const { category, type } = placeOfProduct(product, useCategories().data);
  const categoryPath = paths.category(category.slug);
  const typePath = type ? paths.category(category.slug, type.name) : categoryPath;
  const { _id, slug, name, description, images, price, compatibility, productType } = product;

  return (
    <div className="mx-auto max-w-7xl px-4 pb-24 sm:px-6 lg:px-8">
      <title>{`${product.name} — Skins`}</title>
      <div className="pt-6">
        <Breadcrumb
          items={[
            { label: 'Home', href: paths.home() },
            { label: category.name, href: categoryPath },
            ...(type ? [{ label: type.label, href: typePath }] : []),
            { label: product.name },
          ]}
        />
      </div>
      <div className="mt-6 grid gap-10 lg:grid-cols-12 lg:gap-14">
        <div className="lg:col-span-7 lg:row-start-1">
          <GalleryIsland name={name} images={images} />
        </div>
        {/* Second on a phone, so price and Add to cart stay near the top; under the gallery
            from lg. */}
        <div className="lg:sticky lg:top-24 lg:col-span-5 lg:row-span-2 lg:row-start-1 lg:self-start">
          <p className="font-semibold text-accent text-xs tracking-[0.2em] uppercase">
            {type ? `${type.label} · ${category.name}` : category.name}
          </p>
          <h1 className="mt-3 font-semibold text-2xl text-neutral-900 leading-tight tracking-tight sm:text-3xl">
            {product.name}
          </h1>
          {product.rating && (
            <div className="mt-3">
              <ProductRatingLink rating={product.rating} />
            </div>
          )}
          <div className="mt-5">
            <div className="flex flex-wrap items-center gap-3">
              <ProductPrice product={product} />
              {product.soldOut && (
                <p className="rounded-full bg-charcoal-900 px-3 py-1 font-semibold text-white text-xs">
                  Sold out
                </p>
              )}
            </div>
            <p className="mt-2 text-neutral-500 text-sm">Tax is added at checkout.</p>
          </div>
          <p className="mt-6 text-neutral-700 leading-relaxed">{product.description}</p>
          <div className="mt-8 border-neutral-200 border-t pt-8">
            {product.soldOut && (
              <p id={SOLD_OUT_NOTE_ID} className="mb-6 font-medium text-neutral-800 text-sm">
                Sold out: this skin cannot be ordered right now.
              </p>
            )}
            <PurchaseIsland
              product={{
                _id,
                slug,
                name,
                description,
                images,
                price,
                compatibility,
                ...(product.gstRate === undefined ? {} : { gstRate: product.gstRate }),
                ...(product.soldOut ? { soldOut: true } : {}),
              }}
            />
            {/* Where scripts do not run: the page comes from the server, the cart and checkout
                run in the browser. Here, not in the island, so it costs its JavaScript no text. */}
            <noscript>
              <p className="mt-3 text-neutral-600 text-sm">
                Add to cart and Buy now need JavaScript: turn it on in your browser to choose your
                model and order.
              </p>
            </noscript>
          </div>
          {product.tags.length > 0 && (
            <ul aria-label="Tags" className="mt-8 flex flex-wrap gap-2">
              {product.tags.map((tag) => (
                <li key={tag}>
                  {isFilterTag(tag) ? (
                    <Link
                      to={`${typePath}?${writeListingState({ sort: 'Newest', tags: [tag], page: 1 })}`}
                      className="inline-flex h-8 items-center rounded-full bg-neutral-200/60 px-3 font-medium text-neutral-700 text-xs capitalize hover:bg-neutral-200"
                    >
                      {tag}
                    </Link>
                  ) : (
                    <span className="inline-flex h-8 items-center rounded-full px-3 font-medium text-neutral-500 text-xs capitalize ring-1 ring-neutral-200">
                      {tag.replaceAll('-', ' ')}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          )}
          <ul className="mt-8 space-y-3 border-neutral-200 border-t pt-8 text-neutral-700 text-sm">
            {PROMISES.map((promise) => (
              <li key={promise} className="flex gap-3">
                <CheckThinIcon className="mt-0.5 size-4 shrink-0 text-accent" />
                {promise}
              </li>
            ))}
          </ul>
        </div>
        <div className="lg:col-span-7 lg:row-start-2">
          <PreviewIsland product={{ _id, name, images, compatibility, productType }} />
        </div>
      </div>
      <div className="mt-24">
        <ProductReviewsBlock product={product} query={reviewQuery} />
      </div>
      <div className="mt-24">
        <RelatedProducts product={product} />
      </div>
    </div>
  );
}
