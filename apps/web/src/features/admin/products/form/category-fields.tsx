import { OWN_CATEGORY_TYPE, type ProductTypeName, productTypesOfCategory } from '@skins/shared';
import { useId } from 'react';
import { useAdminCategories } from '#features/admin/categories/api/category-calls.ts';
import { SelectField } from '#ui/form-field.tsx';
import type { ProductFieldErrors } from './product-form-errors.ts';

interface CategoryFieldsProps {
  /** The category's slug now; `''` before one is chosen. */
  category: string;
  productType: ProductTypeName | '';
  errors: ProductFieldErrors;
  onChange: (category: string, productType: ProductTypeName | '') => void;
}

/**
 * Category (the owner's, from the database: decision 067), then a product type of that category
 * (the API refuses `ps5` under mobile skins). A category the owner added has no device types:
 * its products are of type `others`, set here without asking.
 */
export function CategoryFields({ category, productType, errors, onChange }: CategoryFieldsProps) {
  const categoryId = useId();
  const typeId = useId();
  const { data: categories = [] } = useAdminCategories();
  const typesOf = (slug: string) => {
    const found = categories.find((c) => c.slug === slug);
    return found ? productTypesOfCategory(found) : [];
  };
  const types = typesOf(category);
  const isOwnCategory = category !== '' && types.length === 0;

  function changeCategory(next: string) {
    const nextTypes = typesOf(next);
    if (next !== '' && nextTypes.length === 0) return onChange(next, OWN_CATEGORY_TYPE);
    // A type of another category would only be refused: it goes with the old category.
    const keptType = nextTypes.some((type) => type.name === productType) ? productType : '';
    onChange(next, keptType);
  }

  return (
    <>
      <SelectField
        id={categoryId}
        label="Category"
        name="category"
        value={category}
        error={errors.category}
        onChange={(event) => changeCategory(event.target.value)}
      >
        <option value="">Choose a category</option>
        {/* A product's category the list has not brought yet stays chosen meanwhile. */}
        {category !== '' && !categories.some((c) => c.slug === category) && (
          <option value={category}>{category}</option>
        )}
        {categories.map((c) => (
          <option key={c._id} value={c.slug}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        id={typeId}
        label="Product type"
        name="productType"
        value={isOwnCategory ? '' : productType}
        disabled={types.length === 0}
        error={errors.productType}
        onChange={(event) =>
          onChange(category, types.find((type) => type.name === event.target.value)?.name ?? '')
        }
      >
        <option value="">
          {isOwnCategory
            ? 'None: this category has no device types'
            : types.length === 0
              ? 'Choose a category first'
              : 'Choose a type'}
        </option>
        {types.map((type) => (
          <option key={type.name} value={type.name}>
            {type.label}
          </option>
        ))}
      </SelectField>
    </>
  );
}
