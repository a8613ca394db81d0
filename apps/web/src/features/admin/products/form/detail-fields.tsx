import { MAX_LENGTH } from '@skins/shared';
import { useId } from 'react';
import { controlClass, describedBy, errorIdOf, FieldShell, TextField } from '#ui/form-field.tsx';
import type { ProductFieldErrors } from './product-form-errors.ts';

interface DetailFieldsProps {
  name: string;
  slug: string;
  description: string;
  /** A new product's slug follows its name until the admin types one. */
  isSlugSuggested: boolean;
  errors: ProductFieldErrors;
  onNameChange: (name: string) => void;
  onSlugChange: (slug: string) => void;
  onDescriptionChange: (description: string) => void;
}

/** Name, slug and description: what the product page shows and where it lives. */
export function DetailFields(props: DetailFieldsProps) {
  const { errors } = props;
  const nameId = useId();
  const slugId = useId();
  const slugHintId = useId();
  const descriptionId = useId();
  const descriptionHintId = useId();

  return (
    <>
      <TextField
        id={nameId}
        label="Name"
        name="name"
        value={props.name}
        error={errors.name}
        onChange={(event) => props.onNameChange(event.target.value)}
      />
      <div>
        <TextField
          id={slugId}
          label="Slug"
          name="slug"
          value={props.slug}
          error={errors.slug}
          extraDescribedBy={slugHintId}
          autoCapitalize="none"
          spellCheck={false}
          onChange={(event) => props.onSlugChange(event.target.value)}
        />
        <p id={slugHintId} className="mt-1.5 text-neutral-600 text-sm">
          {props.isSlugSuggested
            ? 'Made from the name unless you change it; when another product has it, the shop adds -2.'
            : `The product's address: /product/${props.slug || '…'}. Changing it breaks old links.`}
        </p>
      </div>
      <FieldShell
        id={descriptionId}
        label="Description"
        labelNote="(optional)"
        error={errors.description}
      >
        <textarea
          id={descriptionId}
          name="description"
          rows={6}
          value={props.description}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={describedBy(
            errors.description && errorIdOf(descriptionId),
            descriptionHintId,
          )}
          onChange={(event) => props.onDescriptionChange(event.target.value)}
          className={controlClass(Boolean(errors.description), 'mt-2 px-4 py-3 leading-relaxed')}
        />
        <p id={descriptionHintId} className="mt-1 text-right text-neutral-500 text-xs">
          {props.description.length.toLocaleString('en-IN')} /{' '}
          {MAX_LENGTH.description.toLocaleString('en-IN')}
        </p>
      </FieldShell>
    </>
  );
}
