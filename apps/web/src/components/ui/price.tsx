import { formatInr } from '@skins/shared';

interface PriceProps {
  amountInPaise: number;
  /** The "was" price; shown struck through only when it is above the amount. */
  compareAtInPaise?: number | null;
  className?: string;
}

export function Price({ amountInPaise, compareAtInPaise, className = '' }: PriceProps) {
  const isDiscounted = compareAtInPaise != null && compareAtInPaise > amountInPaise;
  return (
    <p className={`flex flex-wrap items-baseline gap-x-2 ${className}`}>
      {isDiscounted && <span className="sr-only">Sale price</span>}
      <span className="font-semibold text-neutral-900">{formatInr(amountInPaise)}</span>
      {isDiscounted && (
        <>
          <span className="sr-only">Regular price</span>
          <s className="text-sm text-neutral-500">{formatInr(compareAtInPaise)}</s>
        </>
      )}
    </p>
  );
}
