import { type CartItem, formatInr, rupeesToPaise } from '@skins/shared';
import { paths } from '#lib/paths.ts';
import { TrashIcon } from '#ui/icons.tsx';
import { ProductImage } from '#ui/product-image.tsx';
import { QuantityStepper } from './quantity-stepper.tsx';

export type CartLineLayout = 'mini' | 'full';

const UNAVAILABLE_LABEL = 'No longer available';
/** A product still sold with no unit left (decision 065). */
const SOLD_OUT_LABEL = 'Sold out';

interface CartLineProps {
  item: CartItem;
  /** 'mini' in the drawer (adds description, brand and model); 'full' on the cart page. */
  layout: CartLineLayout;
  isUnavailable?: boolean;
  /** Unavailable because it sold out since it was added: the label says so. */
  isSoldOut?: boolean;
  onDecrease: () => void;
  onIncrease: () => void;
  onRemove: () => void;
  /** Called with the line's remove button, so focus can be put back after a cancelled removal. */
  removeButtonRef?: (button: HTMLButtonElement | null) => void;
  /** Following the product link leaves the drawer. */
  onNavigate?: () => void;
}

/** One cart line (spec §2): first image, name, remove, stepper and line total. */
export function CartLine({
  item,
  layout,
  isUnavailable = false,
  isSoldOut = false,
  onDecrease,
  onIncrease,
  onRemove,
  removeButtonRef,
  onNavigate,
}: CartLineProps) {
  const isMini = layout === 'mini';
  const lineTotal = formatInr(rupeesToPaise(item.price) * item.quantity);
  const device = [item.selectedBrand, item.selectedModel].filter((part) => part !== '');
  const image = item.images[0];

  return (
    <article aria-label={item.name} className={`flex ${isMini ? 'gap-4' : 'gap-4 sm:gap-6'}`}>
      <div
        className={`shrink-0 overflow-hidden rounded-xl bg-neutral-100 ring-1 ring-neutral-900/5 ${
          isMini ? 'size-20' : 'size-20 sm:size-32'
        }`}
      >
        {image && (
          <ProductImage
            src={image}
            alt=""
            width={128}
            height={128}
            loading="lazy"
            decoding="async"
            className={`size-full object-cover ${isUnavailable ? 'opacity-40 grayscale' : ''}`}
          />
        )}
      </div>

      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h3
              className={`font-medium text-neutral-900 leading-snug ${isMini ? 'text-sm' : 'text-base'}`}
            >
              <a
                href={paths.product(item.slug ?? item._id)}
                onClick={onNavigate}
                className="line-clamp-2 rounded-sm hover:text-accent"
              >
                {item.name}
              </a>
            </h3>
            {isMini ? (
              <>
                {/* A line a cart reminder put back has no description (restore/merge-restored-lines.ts). */}
                {item.description !== '' && (
                  <p className="mt-1 line-clamp-2 text-neutral-500 text-xs leading-relaxed">
                    {item.description}
                  </p>
                )}
                {device.length > 0 && (
                  <dl className="mt-1.5 flex flex-wrap gap-x-1.5 text-neutral-700 text-xs">
                    {item.selectedBrand !== '' && (
                      <div className="flex">
                        <dt className="sr-only">Brand</dt>
                        <dd>{item.selectedBrand}</dd>
                      </div>
                    )}
                    {item.selectedBrand !== '' && item.selectedModel !== '' && (
                      <span aria-hidden="true" className="text-neutral-300">
                        ·
                      </span>
                    )}
                    {item.selectedModel !== '' && (
                      <div className="flex">
                        <dt className="sr-only">Model</dt>
                        <dd>{item.selectedModel}</dd>
                      </div>
                    )}
                  </dl>
                )}
              </>
            ) : (
              <>
                {device.length > 0 && (
                  <p className="mt-1 text-neutral-600 text-sm">{device.join(' - ')}</p>
                )}
                <p className="mt-1 text-neutral-500 text-sm tabular-nums">
                  {formatInr(rupeesToPaise(item.price))}
                  {item.quantity > 1 && ' each'}
                </p>
              </>
            )}
            {isUnavailable && (
              <p className="mt-2 inline-flex items-center rounded-full bg-red-50 px-2.5 py-1 font-medium text-red-700 text-xs ring-1 ring-red-200">
                {isSoldOut ? SOLD_OUT_LABEL : UNAVAILABLE_LABEL}
              </p>
            )}
          </div>
          <button
            ref={removeButtonRef}
            type="button"
            aria-label={`Remove ${item.name}`}
            onClick={onRemove}
            className={`-mt-1 -mr-2 inline-flex shrink-0 items-center gap-1.5 rounded-full text-neutral-500 transition hover:bg-neutral-100 hover:text-red-700 ${
              isMini ? 'size-9 justify-center' : 'h-9 px-3 text-sm'
            }`}
          >
            <TrashIcon className="size-[18px]" />
            {!isMini && <span className="hidden sm:inline">Remove</span>}
          </button>
        </div>

        <div
          className={`mt-auto flex items-center justify-between gap-3 ${isMini ? 'pt-3' : 'pt-4'}`}
        >
          <QuantityStepper
            quantity={item.quantity}
            itemName={item.name}
            onDecrease={onDecrease}
            onIncrease={onIncrease}
            isDisabled={isUnavailable}
            size={isMini ? 'sm' : 'md'}
          />
          <p
            className={`whitespace-nowrap font-semibold tabular-nums ${isUnavailable ? 'text-neutral-400 line-through' : 'text-neutral-900'} ${
              isMini ? 'text-sm' : 'text-sm sm:text-base'
            }`}
          >
            <span className="sr-only">Line total </span>
            {lineTotal}
          </p>
        </div>
      </div>
    </article>
  );
}
