import { CATEGORIES, type CategorySlug, type ProductTypeName } from '@skins/shared';
import { useId } from 'react';
import { SelectField } from '#ui/form-field.tsx';
import type { ProductFieldErrors } from './product-form-errors.ts';
import { productTypesOf } from './product-form-values.ts';

interface CategoryFieldsProps {
  category: CategorySlug | '';
  productType: ProductTypeName | '';
  errors: ProductFieldErrors;
  onChange: (category: CategorySlug | '', productType: ProductTypeName | '') => void;
}

/** Category, then a product type of that category (the API refuses `ps5` under mobile skins). */
export function CategoryFields({ category, productType, errors, onChange }: CategoryFieldsProps) {
  const categoryId = useId();
  const typeId = useId();
  const types = productTypesOf(category);

  function changeCategory(next: CategorySlug | '') {
    // A type of another category would only be refused: it goes with the old category.
    const keptType = productTypesOf(next).some((type) => type.name === productType)
      ? productType
      : '';
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
        onChange={(event) =>
          changeCategory(CATEGORIES.find((c) => c.slug === event.target.value)?.slug ?? '')
        }
      >
        <option value="">Choose a category</option>
        {CATEGORIES.map((c) => (
          <option key={c.slug} value={c.slug}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        id={typeId}
        label="Product type"
        name="productType"
        value={productType}
        disabled={types.length === 0}
        error={errors.productType}
        onChange={(event) =>
          onChange(category, types.find((type) => type.name === event.target.value)?.name ?? '')
        }
      >
        <option value="">{types.length === 0 ? 'Choose a category first' : 'Choose a type'}</option>
        {types.map((type) => (
          <option key={type.name} value={type.name}>
            {type.label}
          </option>
        ))}
      </SelectField>
    </>
  );
}
