import type { PriceChangedDetails, Product } from '@skins/shared';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useId, useRef, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import {
  checkDeviceChoice,
  DEVICE_MESSAGES,
  DeviceOptions,
  type DeviceSelection,
  initialDeviceSelection,
  productQueryOptions,
} from '#features/catalog/index.ts';
import { paths } from '#lib/paths.ts';
import { PageSpinner } from '#ui/spinner.tsx';
import { CheckoutPage } from './checkout-page.tsx';

/**
 * `/checkout/p/{id}/buy-now/{productId}`: buys one product now (spec §2). It is loaded afresh; a
 * failed load goes to /cart (spec §4). The device chosen on the product page comes in the query
 * (`?brand=&model=`); when it is missing or does not fit, the page asks for it.
 */
export function BuyNowCheckout({
  pipelineId,
  productId,
}: {
  pipelineId: string;
  productId: string;
}) {
  const query = useQuery({ ...productQueryOptions(productId), retryOnMount: false });

  if (query.isPending) return <PageSpinner label="Loading your checkout" />;
  if (query.isError || !query.data.active) return <Navigate to={paths.cart()} replace />;
  return <BuyNowOf pipelineId={pipelineId} product={query.data} />;
}

function BuyNowOf({ pipelineId, product }: { pipelineId: string; product: Product }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [priceInRupees, setPriceInRupees] = useState(product.price);
  const [gstRate, setGstRate] = useState(product.gstRate);
  const selection = selectionFrom(product, searchParams);
  const choice = checkDeviceChoice(product.compatibility, selection);

  const handlePricesChanged = useCallback(
    (details: PriceChangedDetails) => {
      const line = details.lines.find((entry) => entry.product === product._id);
      if (line) setPriceInRupees(line.price);
      if (line?.gstRate !== undefined) setGstRate(line.gstRate);
    },
    [product._id],
  );

  function handleDeviceChange(next: DeviceSelection) {
    const params = new URLSearchParams();
    if (next.brand) params.set('brand', next.brand);
    if (next.model) params.set('model', next.model);
    // Replace: changing the device is not a step the Back button should walk through.
    setSearchParams(params, { replace: true });
  }

  return (
    <CheckoutPage
      pipelineId={pipelineId}
      lines={[
        {
          productId: product._id,
          name: product.name,
          price: priceInRupees,
          gstRate,
          quantity: 1,
          brand: choice.isComplete ? (choice.brand ?? '') : (selection.brand ?? ''),
          model: choice.isComplete ? (choice.model ?? '') : '',
          image: product.images[0],
        },
      ]}
      clearsCartWhenPaid={false}
      onPricesChanged={handlePricesChanged}
      blockedReason={choice.isComplete ? null : DEVICE_MESSAGES[choice.missing]}
      // A reminder of a skin without its device could not be restored as a line to buy.
      reminderLines={choice.isComplete ? undefined : []}
      intro={
        product.compatibility.length > 0 && (
          <DeviceChoice
            product={product}
            selection={selection}
            missing={choice.isComplete ? null : choice.missing}
            onChange={handleDeviceChange}
          />
        )
      }
    />
  );
}

/** The device from the query, if it fits this product; else the product page's starting choice. */
function selectionFrom(product: Product, searchParams: URLSearchParams): DeviceSelection {
  const brand = searchParams.get('brand');
  const model = searchParams.get('model');
  const fits = product.compatibility.find((entry) => entry.brand === brand);
  if (!fits) return initialDeviceSelection(product.compatibility);
  return { brand: fits.brand, model: model && fits.models.includes(model) ? model : null };
}

interface DeviceChoiceProps {
  product: Product;
  selection: DeviceSelection;
  missing: 'brand' | 'model' | null;
  onChange: (next: DeviceSelection) => void;
}

function DeviceChoice({ product, selection, missing, onChange }: DeviceChoiceProps) {
  const idPrefix = useId();
  const titleId = `${idPrefix}-title`;
  const messageId = `${idPrefix}-message`;
  const brandRef = useRef<HTMLInputElement>(null);
  const modelRef = useRef<HTMLSelectElement>(null);
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-3xl bg-white p-5 ring-1 ring-neutral-900/5 sm:p-6"
    >
      <h2 id={titleId} className="font-semibold text-lg text-neutral-900">
        Your device
      </h2>
      <p className="mt-1 mb-5 text-neutral-600 text-sm">
        {product.name} is cut for each model. Choose the one you have.
      </p>
      <DeviceOptions
        compatibility={product.compatibility}
        selection={selection}
        onChange={onChange}
        problem={missing ? { missing, messageId } : null}
        idPrefix={idPrefix}
        brandRef={brandRef}
        modelRef={modelRef}
      />
      {missing && (
        <p id={messageId} className="mt-3 font-medium text-red-700 text-sm">
          {DEVICE_MESSAGES[missing]}
        </p>
      )}
    </section>
  );
}
