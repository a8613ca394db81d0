import { type ProductWriteInput, ProductWriteSchema, slugFromName } from '@skins/shared';
import { type ReactNode, useState } from 'react';
import { adminButton } from '#features/admin/components/admin-button.ts';
import { AdminFormCard } from '#features/admin/components/admin-form-card.tsx';
import { AdminSwitch } from '#features/admin/components/admin-switch.tsx';
import { useAdminFormSave } from '#features/admin/components/use-admin-form-save.ts';
import { ButtonSpinner } from '#ui/button-spinner.tsx';
import { CategoryFields } from './category-fields.tsx';
import { CompatibilityEditor } from './compatibility-editor.tsx';
import { DetailFields } from './detail-fields.tsx';
import { ImageEditor } from './image-editor.tsx';
import { PricingFields } from './pricing-fields.tsx';
import { errorUnder, fieldErrorsFromIssues, productSaveErrorsOf } from './product-form-errors.ts';
import { type ProductFormValues, toWriteBody } from './product-form-values.ts';
import { StockField } from './stock-field.tsx';
import { TagsEditor } from './tags-editor.tsx';
import { useImageUploads } from './use-image-uploads.ts';

interface ProductFormProps {
  initialValues: ProductFormValues;
  /** A new product's slug follows its name until the admin types one. */
  isNew: boolean;
  submitLabel: string;
  /** Sends the checked body; rejects with the server's refusal, which the form shows by field. */
  onSave: (body: ProductWriteInput) => Promise<unknown>;
  /** Beside the submit button: the delete button of an existing product. */
  secondaryActions?: ReactNode;
}

/**
 * Every field of ProductWriteSchema, checked with that schema before sending, so the form and
 * the server speak with the same messages; the server's own refusals land on the same fields.
 */
export function ProductForm({
  initialValues,
  isNew,
  submitLabel,
  onSave,
  secondaryActions,
}: ProductFormProps) {
  const [values, setValues] = useState(initialValues);
  const [isSlugEdited, setIsSlugEdited] = useState(!isNew);
  const uploads = useImageUploads((url) =>
    setValues((current) =>
      current.images.includes(url) ? current : { ...current, images: [...current.images, url] },
    ),
  );

  const isSlugSuggested = isNew && !isSlugEdited;
  // An empty name suggests nothing yet (the server's fallback, `product`, is for names without letters).
  const shownSlug = isSlugSuggested ? values.name.trim() && slugFromName(values.name) : values.slug;

  const { formRef, errors, failure, isSaving, forgetErrors, onSubmit } = useAdminFormSave({
    check: () => {
      // Blank (a suggestion never typed over): the server makes the slug, adding -2 when taken.
      const body = toWriteBody({ ...values, slug: isSlugSuggested ? '' : values.slug });
      const parsed = ProductWriteSchema.safeParse(body);
      return parsed.success
        ? { ok: true, body: parsed.data }
        : { ok: false, errors: fieldErrorsFromIssues(parsed.error.issues) };
    },
    save: onSave,
    refusalOf: productSaveErrorsOf,
  });

  /** Changes fields and forgets the messages about them: they may no longer be true. */
  function change(patch: Partial<ProductFormValues>) {
    setValues((current) => ({ ...current, ...patch }));
    // A new name is a new suggested slug too.
    const suggestsSlug = 'name' in patch && isSlugSuggested;
    forgetErrors(suggestsSlug ? [...Object.keys(patch), 'slug'] : Object.keys(patch));
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit}>
      {/* In the page's order on a phone: details, then price and category, then the longer
          images and compatibility; from 1024 px the short cards make a side column. */}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:grid-rows-[auto_auto_1fr] lg:items-start">
        <AdminFormCard title="Details">
          <DetailFields
            name={values.name}
            slug={shownSlug}
            description={values.description}
            isSlugSuggested={isSlugSuggested}
            errors={errors}
            onNameChange={(name) => change({ name })}
            onSlugChange={(slug) => {
              setIsSlugEdited(true);
              change({ slug });
            }}
            onDescriptionChange={(description) => change({ description })}
          />
        </AdminFormCard>
        {/* Spanning into the last, flexible row: when this column is the taller one, the
            extra height goes under the compatibility card, not between the left cards. */}
        <div className="min-w-0 space-y-6 lg:col-start-2 lg:row-span-3 lg:row-start-1">
          <AdminFormCard title="Status">
            <AdminSwitch
              label="Active"
              name="active"
              isOn={values.active}
              hint={
                values.active
                  ? 'Shown in the shop, in search and in the category lists.'
                  : 'Hidden from shoppers; past orders still show it.'
              }
              onChange={(active) => change({ active })}
            />
          </AdminFormCard>
          <AdminFormCard title="Pricing">
            <PricingFields
              price={values.price}
              compareAtPrice={values.compareAtPrice}
              errors={errors}
              onPriceChange={(price) => change({ price })}
              onCompareAtPriceChange={(compareAtPrice) => change({ compareAtPrice })}
            />
          </AdminFormCard>
          <AdminFormCard title="Inventory">
            <StockField
              stock={values.stock}
              error={errors.stock}
              onChange={(stock) => change({ stock })}
            />
          </AdminFormCard>
          <AdminFormCard title="Organisation">
            <CategoryFields
              category={values.category}
              productType={values.productType}
              errors={errors}
              onChange={(category, productType) => change({ category, productType })}
            />
            <TagsEditor value={values.tags} onChange={(tags) => change({ tags })} errors={errors} />
          </AdminFormCard>
        </div>
        <AdminFormCard title="Images">
          <ImageEditor
            images={values.images}
            onChange={(images) => change({ images })}
            uploads={uploads.uploads}
            onUpload={uploads.start}
            onDismissUpload={uploads.dismiss}
            error={errorUnder(errors, 'images')}
          />
        </AdminFormCard>
        <AdminFormCard title="Compatible devices">
          <CompatibilityEditor
            value={values.compatibility}
            onChange={(compatibility) => change({ compatibility })}
            errors={errors}
          />
        </AdminFormCard>
      </div>
      <div className="sticky bottom-0 z-10 -mx-4 mt-6 border-neutral-200 border-t bg-white/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 lg:bottom-4 lg:mx-0 lg:rounded-2xl lg:border-0 lg:py-4 lg:shadow-lg lg:ring-1 lg:ring-neutral-900/5">
        {(failure || uploads.isUploading) && (
          <p
            role={failure ? 'alert' : undefined}
            className={`mb-3 text-sm sm:text-right ${failure ? 'text-red-700' : 'text-neutral-600'}`}
          >
            {failure ?? 'Waiting for the uploads to finish…'}
          </p>
        )}
        <div className="flex items-center justify-between gap-3">
          <div className="flex items-center gap-2">{secondaryActions}</div>
          <button
            type="submit"
            disabled={isSaving || uploads.isUploading}
            className={adminButton.primary}
          >
            {isSaving && <ButtonSpinner />}
            {submitLabel}
          </button>
        </div>
      </div>
    </form>
  );
}
