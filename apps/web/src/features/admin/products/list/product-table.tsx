import { formatInr, type Product, rupeesToPaise } from '@skins/shared';
import { Link } from 'react-router';
import { useAdminCategories } from '#features/admin/categories/api/category-calls.ts';
import {
  AdminTable,
  AdminTableHead,
  adminTableClass,
} from '#features/admin/components/admin-table.tsx';
import { formatAdminDate } from '#features/admin/components/format.ts';
import { adminPaths } from '#lib/admin-paths.ts';
import { categoryNameOf, productTypeLabelOf } from '../product-labels.ts';
import { ProductStatusBadge } from '../product-status-badge.tsx';

const HEADINGS = [
  { label: 'Image', isHidden: true, className: 'w-20' },
  'Name',
  'Category',
  'Price',
  'Status',
  'Updated',
] as const;

/** One page of products; the name opens the product's edit page. */
export function ProductTable({ products }: { products: readonly Product[] }) {
  return (
    <AdminTable caption="Products">
      <AdminTableHead headings={HEADINGS} />
      <tbody>
        {products.map((product) => (
          <ProductRow key={product._id} product={product} />
        ))}
      </tbody>
    </AdminTable>
  );
}

function ProductRow({ product }: { product: Product }) {
  const { data: categories = [] } = useAdminCategories();
  return (
    <tr className={adminTableClass.row}>
      <td className={adminTableClass.cell}>
        <img
          src={product.thumbnail}
          alt=""
          loading="lazy"
          width={48}
          height={48}
          // No max-width: a table squeezing its columns on a phone would shrink the picture to a line.
          className="size-12 max-w-none rounded-lg bg-neutral-100 object-contain ring-1 ring-neutral-200"
        />
      </td>
      <td className={`${adminTableClass.cell} max-w-[22rem]`}>
        <Link
          to={adminPaths.product(product._id)}
          className="font-medium text-neutral-900 hover:text-accent hover:underline"
        >
          {product.name}
        </Link>
        <p className="truncate text-neutral-500 text-xs">{product.slug}</p>
      </td>
      <td className={adminTableClass.cell}>
        {categoryNameOf(product.category, categories)}
        <p className="text-neutral-500 text-xs">{productTypeLabelOf(product.productType.name)}</p>
      </td>
      <td className={`${adminTableClass.cell} whitespace-nowrap tabular-nums`}>
        {formatInr(rupeesToPaise(product.price))}
        {product.compareAtPrice !== null && (
          <p className="text-neutral-500 text-xs">
            <span className="sr-only">Compare-at price </span>
            <s>{formatInr(rupeesToPaise(product.compareAtPrice))}</s>
          </p>
        )}
      </td>
      <td className={adminTableClass.cell}>
        <ProductStatusBadge isActive={product.active} />
        {product.soldOut && <p className="mt-1 font-medium text-red-700 text-xs">Sold out</p>}
      </td>
      <td className={`${adminTableClass.cell} whitespace-nowrap text-neutral-600`}>
        {formatAdminDate(product.updatedAt)}
      </td>
    </tr>
  );
}
