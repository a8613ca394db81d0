import { productTypesOfCategory } from '@skins/shared';
import { type ReactNode, useId } from 'react';
import { useSearchParams } from 'react-router';
import { useAdminCategories } from '#features/admin/categories/api/category-calls.ts';
import { ListSearch } from '#features/admin/components/list-search.tsx';
import type { AdminProductListParams } from '../api/admin-product-keys.ts';
import { LIST_PARAM, SORT_OPTIONS, STATUS_OPTIONS } from './product-list-params.ts';

const selectClass =
  'h-10 w-full rounded-lg border-0 bg-white pr-8 pl-3 text-neutral-900 text-sm ring-1 ring-neutral-300 focus:outline-none focus:ring-2 focus:ring-accent';

/** Search, category, type, status and order; each change is a new URL, back at page 1. */
export function ProductListFilters({ params }: { params: AdminProductListParams }) {
  const [, setSearchParams] = useSearchParams();
  // The owner's categories (decision 067); a built-in one's device types come from the code.
  const { data: categories = [] } = useAdminCategories();

  function setParams(changes: Record<string, string>) {
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      next.delete(LIST_PARAM.page);
      return next;
    });
  }

  function setCategory(category: string) {
    const chosen = categories.find((c) => c.slug === category);
    const keepsType = (chosen ? productTypesOfCategory(chosen) : []).some(
      (type) => type.name === params.productType,
    );
    setParams({
      [LIST_PARAM.category]: category,
      ...(category && !keepsType ? { [LIST_PARAM.type]: '' } : {}),
    });
  }

  const typeGroups = (
    params.category ? categories.filter((c) => c.slug === params.category) : categories
  )
    .map((c) => ({ ...c, productTypes: productTypesOfCategory(c) }))
    .filter((c) => c.productTypes.length > 0);

  return (
    <div className="mb-4 flex flex-col gap-3 lg:flex-row lg:items-center">
      <ListSearch label="Search products" placeholder="Search products" />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:flex lg:flex-1 lg:justify-end">
        <FilterSelect label="Category" value={params.category ?? ''} onChange={setCategory}>
          <option value="">All categories</option>
          {categories.map((c) => (
            <option key={c._id} value={c.slug}>
              {c.name}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          label="Product type"
          value={params.productType ?? ''}
          onChange={(type) => setParams({ [LIST_PARAM.type]: type })}
        >
          <option value="">All types</option>
          {typeGroups.map((c) => (
            <optgroup key={c.slug} label={c.name}>
              {c.productTypes.map((type) => (
                <option key={type.name} value={type.name}>
                  {type.label}
                </option>
              ))}
            </optgroup>
          ))}
        </FilterSelect>
        <FilterSelect
          label="Status"
          value={params.includeInactive ? '' : 'active'}
          onChange={(status) => setParams({ [LIST_PARAM.status]: status })}
        >
          {STATUS_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          label="Sort by"
          value={params.sort}
          onChange={(sort) => setParams({ [LIST_PARAM.sort]: sort === 'Newest' ? '' : sort })}
        >
          {SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </FilterSelect>
      </div>
    </div>
  );
}

interface FilterSelectProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}

function FilterSelect({ label, value, onChange, children }: FilterSelectProps) {
  const id = useId();
  return (
    <div className="min-w-0 lg:w-40">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={selectClass}
      >
        {children}
      </select>
    </div>
  );
}
