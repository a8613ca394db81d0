import type { Product } from '@skins/shared';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { addToCart } from '#features/cart/index.ts';
import { newPipelineId } from '#features/checkout/index.ts';
import { sendFunnelBeacon } from '#lib/funnel-beacon.ts';
import { island } from '#lib/island.tsx';
import { paths } from '#lib/paths.ts';
import { DeviceOptions } from './device-options.tsx';
import {
  checkDeviceChoice,
  DEVICE_MESSAGES,
  type DeviceSelection,
  initialDeviceSelection,
} from './device-selection.ts';
import { useDeviceSelection } from './use-device-selection.ts';

/** What the purchase options need of a product: its island's props, kept small. */
export type PurchaseProduct = Pick<
  Product,
  | '_id'
  | 'slug'
  | 'name'
  | 'description'
  | 'images'
  | 'price'
  | 'compatibility'
  | 'gstRate'
  | 'soldOut'
>;

/**
 * Device choice plus Add to cart and Buy now. The two handlers below are the only place that
 * acts on a purchase: Add to cart puts the line in the cart; Buy now opens a checkout of this
 * product alone, with the chosen device, leaving the cart as it is. The selection is the page's
 * (useDeviceSelection), shared with the preview.
 */
export function ProductPurchase({ product }: { product: PurchaseProduct }) {
  const idPrefix = useId();
  const messageId = `${idPrefix}-device-message`;
  const isSoldOut = product.soldOut === true;
  const [selection, onSelectionChange] = useDeviceSelection(product);
  const [missing, setMissing] = useState<'brand' | 'model' | null>(null);
  const describedBy = isSoldOut ? SOLD_OUT_NOTE_ID : missing ? messageId : undefined;
  const [checkedSelection, setCheckedSelection] = useState(selection);
  const brandRef = useRef<HTMLInputElement>(null);
  const modelRef = useRef<HTMLSelectElement>(null);
  const optionsRef = useRef<HTMLDivElement>(null);

  // A brand or model chosen in the server's page before this island hydrated is still in the
  // form (React leaves a field as it is while hydrating): it is the shopper's selection.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the island hydrates
  useLayoutEffect(() => {
    // The page's view, counted once the island is up (decision 064: a count, no visitor id).
    sendFunnelBeacon('product-view', product._id);
    const chosen = nativeSelection(optionsRef.current, modelRef.current);
    const initial = initialDeviceSelection(product.compatibility);
    if (chosen && (chosen.brand !== initial.brand || chosen.model !== initial.model)) {
      onSelectionChange(chosen);
    }
  }, []);

  /** The chosen device, or null after pointing the shopper at what is missing. */
  function requireDevice() {
    const choice = checkDeviceChoice(product.compatibility, selection);
    if (!choice.isComplete) {
      setMissing(choice.missing);
      (choice.missing === 'brand' ? brandRef : modelRef).current?.focus();
      return null;
    }
    setMissing(null);
    return choice;
  }

  function handleAddToCart() {
    const device = requireDevice();
    if (!device) return;
    addToCart({
      _id: product._id,
      slug: product.slug,
      name: product.name,
      description: product.description,
      images: product.images,
      price: product.price,
      // The category's rate the cart taxes the line at (decision 066); absent: the spec's 8%.
      gstRate: product.gstRate,
      // A product that fits every device has no brand or model to record.
      selectedBrand: device.brand ?? '',
      selectedModel: device.model ?? '',
    });
  }

  function handleBuyNow() {
    const device = requireDevice();
    if (!device) return;
    // Checkout is the client app's page: a page load, as every link to it.
    window.location.assign(
      paths.buyNow(newPipelineId(), product._id, {
        brand: device.brand ?? undefined,
        model: device.model ?? undefined,
      }),
    );
  }

  // The message goes once the choice it asked for is made, here or in the preview.
  if (selection !== checkedSelection) {
    setCheckedSelection(selection);
    const check = checkDeviceChoice(product.compatibility, selection);
    if (missing && (check.isComplete || check.missing !== missing)) setMissing(null);
  }

  return (
    <div ref={optionsRef} className="space-y-6">
      {product.compatibility.length > 0 && (
        <DeviceOptions
          compatibility={product.compatibility}
          selection={selection}
          onChange={onSelectionChange}
          problem={missing ? { missing, messageId } : null}
          idPrefix={idPrefix}
          brandRef={brandRef}
          modelRef={modelRef}
        />
      )}
      {missing && (
        <p
          id={messageId}
          role="alert"
          className="flex items-center gap-2 font-medium text-red-700 text-sm"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            fill="currentColor"
            className="size-4 shrink-0"
          >
            <path d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm-.75-11.5a.75.75 0 0 1 1.5 0v4a.75.75 0 0 1-1.5 0v-4ZM10 14.5a1 1 0 1 1 0-2 1 1 0 0 1 0 2Z" />
          </svg>
          {DEVICE_MESSAGES[missing]}
        </p>
      )}
      <div className="flex flex-col gap-3 sm:flex-row">
        <button
          type="button"
          onClick={handleAddToCart}
          disabled={isSoldOut}
          aria-describedby={describedBy}
          className={`h-13 w-full rounded-full bg-charcoal-900 px-8 font-semibold text-white transition hover:bg-charcoal-700 sm:flex-1${DISABLED}`}
        >
          Add to cart
        </button>
        <button
          type="button"
          onClick={handleBuyNow}
          disabled={isSoldOut}
          aria-describedby={describedBy}
          className={`h-13 w-full rounded-full bg-accent px-8 font-semibold text-white transition hover:bg-amber-800 sm:flex-1${DISABLED}`}
        >
          Buy now
        </button>
      </div>
    </div>
  );
}

/** The brand radio checked and the model selected in the form, or null when it has neither. */
function nativeSelection(
  options: HTMLElement | null,
  model: HTMLSelectElement | null,
): DeviceSelection | null {
  const brand = options?.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.value;
  if (!brand) return null;
  return { brand, model: model?.value || null };
}

export const PurchaseIsland = island('purchase', ProductPurchase, 'idle');

/**
 * Stock 0 (decision 065): the buttons stay, disabled, described by the page's note (rendered by
 * the server beside the island, product-details.tsx, so it costs the island no text).
 */
export const SOLD_OUT_NOTE_ID = 'sold-out-note';
const DISABLED = ' disabled:pointer-events-none disabled:opacity-40';
