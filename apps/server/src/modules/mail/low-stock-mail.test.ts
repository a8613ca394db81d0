import { describe, expect, it } from 'vitest';
import { lowStockMail } from './low-stock-mail.ts';

const URL = 'https://shop.example.in/admin/products/7c1f';

describe('the low-stock mail', () => {
  it('names the product and what is left, the threshold, and links to where the owner sets its stock', () => {
    const mail = lowStockMail({
      to: 'owner@shop.example.in',
      product: { id: '7c1f', name: 'Carbon <Fibre>', stock: 4 },
      threshold: 5,
      productUrl: URL,
    });
    expect(mail).toMatchObject({ kind: 'low-stock', to: 'owner@shop.example.in' });
    expect(mail.subject).toBe('Low stock: Carbon <Fibre> (4 left)');
    expect(mail.text).toBe(
      [
        'Carbon <Fibre>: 4 left',
        '',
        'It is at or below your low-stock level of 5. Shoppers see Sold out once it reaches 0.',
        '',
        `Set its stock: ${URL}`,
      ].join('\n'),
    );
    expect(mail.html).toContain('Carbon &lt;Fibre&gt;: 4 left');
    expect(mail.html).toContain(`href="${URL}"`);
  });

  it('says Sold out at 0', () => {
    const mail = lowStockMail({
      to: 'owner@shop.example.in',
      product: { id: '7c1f', name: 'Carbon Fibre', stock: 0 },
      threshold: 5,
      productUrl: URL,
    });
    expect(mail.subject).toBe('Low stock: Carbon Fibre (sold out)');
    expect(mail.text).toContain('the shop shows it as Sold out and takes no more orders for it');
  });
});
