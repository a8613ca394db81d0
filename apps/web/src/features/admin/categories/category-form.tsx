import {
  type AdminCategory,
  CategoryWriteSchema,
  formatPercent,
  GST_RATES,
  slugFromName,
} from '@skins/shared';
import { type FormEvent, useId, useState } from 'react';
import { isApiError } from '#lib/api-client.ts';
import { ButtonSpinner } from '#ui/button-spinner.tsx';
import { SelectField, TextField } from '#ui/form-field.tsx';
import { useToast } from '#ui/toast/toast-context.tsx';
import { adminButton } from '../components/admin-button.ts';
import { AdminFormCard } from '../components/admin-form-card.tsx';
import { errorMessageOf } from '../components/error-message.ts';
import { useCreateCategory, useUpdateCategory } from './api/category-calls.ts';

type Field = 'name' | 'slug' | 'hsnCode' | 'gstRate' | 'position';
type Values = Record<Field, string>;

const valuesOf = (category: AdminCategory | null, nextPosition: number): Values =>
  category
    ? {
        name: category.name,
        slug: category.slug,
        hsnCode: category.hsnCode,
        gstRate: String(category.gstRate),
        position: String(category.position),
      }
    : { name: '', slug: '', hsnCode: '3919', gstRate: '0.08', position: String(nextPosition) };

/** The server's messages by field: a 400's, and a 409's (a slug another category has or had). */
function serverFieldsOf(error: unknown): Partial<Values> {
  const fields = isApiError(error) ? error.details?.fields : undefined;
  if (typeof fields !== 'object' || fields === null) return {};
  return Object.fromEntries(
    Object.entries(fields).filter(
      (entry): entry is [Field, string] => typeof entry[1] === 'string',
    ),
  );
}

interface CategoryFormProps {
  /** The category being edited; null adds one. */
  category: AdminCategory | null;
  /** Where a new category goes unless the owner says: after the last. */
  nextPosition: number;
  onDone: () => void;
}

/**
 * Adds or edits a category, checked with the shared schema before sending; the server's refusals
 * (a slug taken, 409) land on their fields. A new slug follows the name until the owner types one.
 */
export function CategoryForm({ category, nextPosition, onDone }: CategoryFormProps) {
  const ids = {
    name: useId(),
    slug: useId(),
    hsnCode: useId(),
    gstRate: useId(),
    position: useId(),
  };
  const { showToast } = useToast();
  const [values, setValues] = useState(() => valuesOf(category, nextPosition));
  const [isSlugTyped, setIsSlugTyped] = useState(category !== null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Values>>({});
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const save = category ? update : create;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = CategoryWriteSchema.safeParse({
      ...values,
      gstRate: Number(values.gstRate),
      position: values.position.trim() === '' ? undefined : Number(values.position),
    });
    if (!parsed.success) {
      const errors: Partial<Values> = {};
      for (const issue of parsed.error.issues) errors[issue.path[0] as Field] ??= issue.message;
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    const onSuccess = (saved: AdminCategory) => {
      showToast({ kind: 'success', message: `Saved ${saved.name}` });
      if (!category) setValues(valuesOf(null, saved.position + 1));
      if (!category) setIsSlugTyped(false);
      onDone();
    };
    if (category) update.mutate({ id: category._id, input: parsed.data }, { onSuccess });
    else create.mutate(parsed.data, { onSuccess });
  }

  const serverFields = serverFieldsOf(save.error);
  const errorOf = (field: Field) => fieldErrors[field] ?? serverFields[field];
  const set = (field: Field) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((current) => ({
      ...current,
      [field]: value,
      ...(field === 'name' && !isSlugTyped ? { slug: slugFromName(value) } : {}),
    }));
    if (field === 'slug') setIsSlugTyped(true);
  };

  return (
    <AdminFormCard
      title={category ? `Edit ${category.name}` : 'Add a category'}
      description={
        category
          ? 'A new slug keeps the old one: its address leads to the new one (301).'
          : 'It appears in the shop’s category bar at its position, with its own listing page.'
      }
    >
      <form
        noValidate
        onSubmit={handleSubmit}
        aria-label={category ? `Edit ${category.name}` : 'Add a category'}
        className="space-y-4"
      >
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          <TextField
            id={ids.name}
            label="Name"
            name="name"
            value={values.name}
            error={errorOf('name')}
            onChange={set('name')}
          />
          <TextField
            id={ids.slug}
            label="Slug"
            name="slug"
            value={values.slug}
            error={errorOf('slug')}
            onChange={set('slug')}
          />
          <TextField
            id={ids.hsnCode}
            label="HSN code"
            name="hsnCode"
            inputMode="numeric"
            value={values.hsnCode}
            error={errorOf('hsnCode')}
            onChange={set('hsnCode')}
          />
          <SelectField
            id={ids.gstRate}
            label="GST rate"
            name="gstRate"
            value={values.gstRate}
            error={errorOf('gstRate')}
            onChange={set('gstRate')}
          >
            {GST_RATES.map((rate) => (
              <option key={rate} value={String(rate)}>
                {formatPercent(rate)}
              </option>
            ))}
          </SelectField>
          <TextField
            id={ids.position}
            label="Position"
            name="position"
            inputMode="numeric"
            value={values.position}
            error={errorOf('position')}
            onChange={set('position')}
          />
        </div>
        {save.isError && Object.keys(serverFields).length === 0 && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-red-800 text-sm">
            {errorMessageOf(save.error, 'Could not save the category. Try again.')}
          </p>
        )}
        <div className="flex gap-3">
          <button type="submit" disabled={save.isPending} className={adminButton.primary}>
            {save.isPending && <ButtonSpinner />}
            {category ? 'Save category' : 'Add category'}
          </button>
          {category && (
            <button type="button" onClick={onDone} className={adminButton.secondary}>
              Cancel
            </button>
          )}
        </div>
      </form>
    </AdminFormCard>
  );
}
