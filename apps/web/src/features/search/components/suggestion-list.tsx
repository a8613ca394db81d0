import { type AutocompleteItem, formatInr, rupeesToPaise, type ShopCategory } from '@skins/shared';
import { paths } from '#lib/paths.ts';
import { ProductImage } from '#ui/product-image.tsx';
import { productTypeLine } from '../product-type-label.ts';
import { HighlightMatch } from './highlight-match.tsx';

// Autocomplete thumbnails are 320 px squares shown at 56 px; the size reserves their space.
const THUMB_PX = 56;

interface SuggestionListProps {
  items: AutocompleteItem[];
  term: string;
  /** The shop's categories (the header's, decision 067): each line names its category. */
  categories: readonly ShopCategory[];
  onPick: () => void;
}

/** Suggestions open the product page (UI.md), closing the overlay on the way. */
export function SuggestionList({ items, term, categories, onPick }: SuggestionListProps) {
  return (
    <ul className="space-y-1" data-result-list>
      {items.map((item) => (
        <li key={item._id}>
          {/* One grid, two layouts: on phones the price sits under the name, which gets two
              lines; from `sm` it moves to the right-hand column. */}
          <a
            href={paths.product(item.slug)}
            onClick={onPick}
            className="group grid grid-cols-[3.5rem_minmax(0,1fr)] items-center gap-x-4 rounded-xl p-2 outline-offset-0 transition-colors hover:bg-white/5 focus-visible:bg-white/5 sm:grid-cols-[3.5rem_minmax(0,1fr)_auto]"
          >
            <ProductImage
              src={item.thumbnail}
              alt=""
              width={THUMB_PX}
              height={THUMB_PX}
              decoding="async"
              className="row-span-3 size-14 rounded-lg bg-white/5 object-cover ring-1 ring-white/10 sm:row-span-2"
            />
            <span className="line-clamp-2 self-end font-medium text-neutral-100 text-sm leading-5 group-hover:text-white sm:line-clamp-1 sm:text-base">
              <HighlightMatch text={item.name} term={term} />
            </span>
            <span className="truncate text-neutral-400 text-xs tracking-wide sm:self-start">
              {productTypeLine(item, categories)}
            </span>
            <span className="font-semibold text-sm text-white tabular-nums sm:col-start-3 sm:row-span-2 sm:row-start-1 sm:pl-2">
              {formatInr(rupeesToPaise(item.price))}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
