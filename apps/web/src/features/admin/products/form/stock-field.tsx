import { useId } from 'react';
import { TextField } from '#ui/form-field.tsx';

interface StockFieldProps {
  stock: string;
  error: string | undefined;
  onChange: (stock: string) => void;
}

/**
 * Units on hand (decision 065): empty is made to order and never sells out; at 0 the shop shows
 * Sold out and takes no orders for it. Orders take units as they are placed.
 */
export function StockField({ stock, error, onChange }: StockFieldProps) {
  const id = useId();
  const hintId = useId();
  const isSoldOut = stock.trim() === '0';
  return (
    <div>
      <TextField
        id={id}
        label="Stock"
        labelNote="(optional)"
        name="stock"
        inputMode="numeric"
        value={stock}
        error={error}
        extraDescribedBy={hintId}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={hintId} className="mt-1.5 text-neutral-600 text-sm">
        {isSoldOut
          ? 'Sold out: shoppers see Sold out and cannot order it.'
          : 'Units on hand; each order takes its units. Leave empty for made to order (never sells out).'}
      </p>
    </div>
  );
}
