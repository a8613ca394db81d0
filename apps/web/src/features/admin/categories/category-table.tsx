import { type AdminCategory, formatPercent } from '@skins/shared';
import { AdminTable, AdminTableHead, adminTableClass } from '../components/admin-table.tsx';

interface CategoryTableProps {
  categories: readonly AdminCategory[];
  onEdit: (category: AdminCategory) => void;
  /** Moves the category one place up (-1) or down (+1) in the bar. */
  onMove: (category: AdminCategory, by: -1 | 1) => void;
  isMoving: boolean;
}

const smallButton =
  'inline-flex h-8 items-center justify-center rounded-md px-2.5 font-medium text-xs ring-1 ring-neutral-300 hover:bg-neutral-50 disabled:cursor-not-allowed disabled:opacity-40';

/** The bar's categories in order: position, name, slug (and old ones), HSN, rate, products. */
export function CategoryTable({ categories, onEdit, onMove, isMoving }: CategoryTableProps) {
  return (
    <AdminTable caption="Categories">
      <AdminTableHead
        headings={[
          'Position',
          'Name',
          'Slug',
          'HSN code',
          { label: 'GST rate', className: 'text-right' },
          { label: 'Products', className: 'text-right' },
          { label: 'Actions', isHidden: true },
        ]}
      />
      <tbody>
        {categories.map((category, index) => (
          <tr key={category._id} className={adminTableClass.row}>
            <td className={`${adminTableClass.cell} tabular-nums`}>{category.position}</td>
            <td className={`${adminTableClass.cell} font-medium`}>{category.name}</td>
            <td className={adminTableClass.cell}>
              <a
                href={`/category/${category.slug}`}
                className="text-neutral-900 hover:text-accent hover:underline"
              >
                /{category.slug}
              </a>
              {category.oldSlugs.length > 0 && (
                <p className="text-neutral-500 text-xs">
                  Was {category.oldSlugs.map((slug) => `/${slug}`).join(', ')} (redirects)
                </p>
              )}
            </td>
            <td className={`${adminTableClass.cell} tabular-nums`}>{category.hsnCode}</td>
            <td className={`${adminTableClass.cell} text-right tabular-nums`}>
              {formatPercent(category.gstRate)}
            </td>
            <td className={`${adminTableClass.cell} text-right tabular-nums`}>
              {category.productCount}
            </td>
            <td className={`${adminTableClass.cell} whitespace-nowrap text-right`}>
              <div className="inline-flex gap-1.5">
                <button
                  type="button"
                  aria-label={`Move ${category.name} up`}
                  disabled={index === 0 || isMoving}
                  onClick={() => onMove(category, -1)}
                  className={smallButton}
                >
                  ↑
                </button>
                <button
                  type="button"
                  aria-label={`Move ${category.name} down`}
                  disabled={index === categories.length - 1 || isMoving}
                  onClick={() => onMove(category, 1)}
                  className={smallButton}
                >
                  ↓
                </button>
                <button
                  type="button"
                  aria-label={`Edit ${category.name}`}
                  onClick={() => onEdit(category)}
                  className={smallButton}
                >
                  Edit
                </button>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </AdminTable>
  );
}
