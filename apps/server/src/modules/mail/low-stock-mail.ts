import { escapeHtml } from '../../http/html-escape.ts';
import { mailButton, mailDocument } from './mail-layout.ts';
import type { OutgoingMail } from './mail-transport.ts';

export const LOW_STOCK_MAIL_KIND = 'low-stock';

export interface LowStockMailInput {
  to: string;
  product: { id: string; name: string; stock: number };
  /** LOW_STOCK_THRESHOLD: the figure it fell to or below. */
  threshold: number;
  /** The admin's page of the product, where the owner sets its stock. */
  productUrl: string;
}

/**
 * The owner's `low-stock` mail (decision 065): one per fall of a product's stock from above
 * LOW_STOCK_THRESHOLD to at or below it, written in the transaction of the order that took the
 * units. At 0 it says the product shows Sold out.
 */
export function lowStockMail({
  to,
  product,
  threshold,
  productUrl,
}: LowStockMailInput): OutgoingMail {
  const e = escapeHtml;
  const isSoldOut = product.stock === 0;
  const left = isSoldOut ? 'sold out' : `${product.stock} left`;
  const subject = `Low stock: ${product.name} (${left})`;
  const lede = isSoldOut
    ? 'The last unit has sold: the shop shows it as Sold out and takes no more orders for it until you add stock.'
    : `It is at or below your low-stock level of ${threshold}. Shoppers see Sold out once it reaches 0.`;
  const text = [`${product.name}: ${left}`, '', lede, '', `Set its stock: ${productUrl}`].join(
    '\n',
  );
  const html = mailDocument({
    body: `
            <h1 style="margin:0 0 16px;font-size:22px">${e(product.name)}: ${e(left)}</h1>
            <p style="margin:0 0 16px;line-height:1.6">${e(lede)}</p>
            ${mailButton(productUrl, 'Set its stock', '12px 0 0')}`,
    footer: `Sent to the shop's orders address (SHOP_ORDERS_EMAIL, or the first admin account) when a product's stock falls to LOW_STOCK_THRESHOLD (${threshold}).`,
  });
  return { kind: LOW_STOCK_MAIL_KIND, to, subject, html, text };
}
