import { CURRENCY_LABEL } from '@skins/shared';
import { useId } from 'react';
import { TextField } from '#ui/form-field.tsx';
import type { ProductFieldErrors } from './product-form-errors.ts';

interface PricingFieldsProps {
  price: string;
  compareAtPrice: string;
  errors: ProductFieldErrors;
  onPriceChange: (price: string) => void;
  onCompareAtPriceChange: (compareAtPrice: string) => void;
}

/** The price and the struck-through "was" price, in rupees as the API takes them. */
export function PricingFields(props: PricingFieldsProps) {
  const priceId = useId();
  const compareAtId = useId();
  const compareAtHintId = useId();
  return (
    <>
      <TextField
        id={priceId}
        label="Price"
        name="price"
        inputMode="decimal"
        prefix={CURRENCY_LABEL}
        value={props.price}
        error={props.errors.price}
        onChange={(event) => props.onPriceChange(event.target.value)}
      />
      <div>
        <TextField
          id={compareAtId}
          label="Compare-at price"
          labelNote="(optional)"
          name="compareAtPrice"
          inputMode="decimal"
          prefix={CURRENCY_LABEL}
          value={props.compareAtPrice}
          error={props.errors.compareAtPrice}
          extraDescribedBy={compareAtHintId}
          onChange={(event) => props.onCompareAtPriceChange(event.target.value)}
        />
        <p id={compareAtHintId} className="mt-1.5 text-neutral-600 text-sm">
          Shown struck through beside the price; leave empty when the product is not on offer.
        </p>
      </div>
    </>
  );
}
