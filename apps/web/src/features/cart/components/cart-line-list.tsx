import { type CartItem, MESSAGES } from '@skins/shared';
import { type RefObject, useRef, useState } from 'react';
import { useToast } from '#ui/toast/toast-context.tsx';
import { useCart } from '../state/cart-context.tsx';
import { lineKeyOf } from '../state/cart-reducer.ts';
import { CartLine, type CartLineLayout } from './cart-line.tsx';
import { RemoveLineDialog } from './remove-line-dialog.tsx';

interface CartLineListProps {
  layout: CartLineLayout;
  unavailableIds: ReadonlySet<string>;
  /** Of those, the products that sold out since they were added (labelled Sold out). */
  soldOutIds?: ReadonlySet<string>;
  /** Where focus goes once a line is removed (its own button is gone with it). */
  afterRemoveFocusRef: RefObject<HTMLElement | null>;
  onNavigate?: () => void;
  className?: string;
}

/** The cart's lines with the spec §5 rules: quantity never below 1, removal only when confirmed. */
export function CartLineList({
  layout,
  unavailableIds,
  soldOutIds,
  afterRemoveFocusRef,
  onNavigate,
  className = '',
}: CartLineListProps) {
  const { items, updateQuantity, removeItem } = useCart();
  const { showToast } = useToast();
  const [pending, setPending] = useState<CartItem | null>(null);
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());

  const decrease = (item: CartItem) => {
    if (item.quantity <= 1) {
      showToast({ kind: 'info', message: MESSAGES.cart.minQuantity, position: 'top-right' });
      return;
    }
    updateQuantity(item, item.quantity - 1);
  };

  const cancelRemove = () => {
    if (pending) removeButtons.current.get(lineKeyOf(pending))?.focus();
    setPending(null);
  };

  const confirmRemove = () => {
    if (!pending) return;
    removeItem(pending);
    setPending(null);
    showToast({
      kind: 'success',
      message: MESSAGES.cart.removed(pending.name),
      position: 'top-left',
    });
    afterRemoveFocusRef.current?.focus();
  };

  return (
    <>
      <ul className={className}>
        {items.map((item) => {
          const key = lineKeyOf(item);
          return (
            <li key={key}>
              <CartLine
                item={item}
                layout={layout}
                isUnavailable={unavailableIds.has(item._id)}
                isSoldOut={soldOutIds?.has(item._id) ?? false}
                onDecrease={() => decrease(item)}
                onIncrease={() => updateQuantity(item, item.quantity + 1)}
                onRemove={() => setPending(item)}
                removeButtonRef={(button) => {
                  if (button) removeButtons.current.set(key, button);
                  else removeButtons.current.delete(key);
                }}
                onNavigate={onNavigate}
              />
            </li>
          );
        })}
      </ul>
      {pending && (
        <RemoveLineDialog
          itemName={pending.name}
          onConfirm={confirmRemove}
          onCancel={cancelRemove}
        />
      )}
    </>
  );
}
