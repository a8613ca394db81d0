import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildProduct } from '../../../testing/fixtures.ts';
import { ProductPurchase, PURCHASE_UNAVAILABLE } from './product-purchase.tsx';

const twoBrands = buildProduct({
  compatibility: [
    { brand: 'Apple', models: ['iPhone 16 Pro', 'iPhone 16'] },
    { brand: 'Samsung', models: ['Galaxy S24 Ultra'] },
  ],
});

const modelSelect = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Model' });
const chooseModel = (model: string) =>
  fireEvent.change(modelSelect(), { target: { value: model } });

describe('ProductPurchase', () => {
  it('preselects the only brand and offers its models', () => {
    render(
      <ProductPurchase
        product={buildProduct({ compatibility: [{ brand: 'Apple', models: ['iPhone 16 Pro'] }] })}
      />,
    );

    expect(screen.getByRole('group', { name: 'Brand' })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Apple' }).checked).toBe(true);
    expect(modelSelect().value).toBe('');
    expect(screen.getByRole('option', { name: 'iPhone 16 Pro' })).toBeTruthy();
  });

  it('preselects nothing when several brands fit', () => {
    render(<ProductPurchase product={twoBrands} />);

    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Apple' }).checked).toBe(false);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Samsung' }).checked).toBe(false);
    expect(modelSelect().disabled).toBe(true);
  });

  it('asks for the model when Add to cart is pressed without one, linked to the field', () => {
    render(<ProductPurchase product={buildProduct()} />);

    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));

    const message = screen.getByRole('alert');
    expect(message.textContent).toBe('Please choose your device model.');
    expect(modelSelect().getAttribute('aria-describedby')).toBe(message.id);
    expect(modelSelect().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(modelSelect());
    expect(screen.queryByText(PURCHASE_UNAVAILABLE)).toBeNull();
  });

  it('asks for the brand first when none is chosen, also for Buy now', () => {
    render(<ProductPurchase product={twoBrands} />);

    fireEvent.click(screen.getByRole('button', { name: 'Buy now' }));

    expect(screen.getByRole('alert').textContent).toBe('Please choose your device brand.');
    expect(screen.getByRole('group', { name: 'Brand' }).getAttribute('aria-describedby')).toBe(
      screen.getByRole('alert').id,
    );
  });

  it('clears the message once the model is chosen', () => {
    render(<ProductPurchase product={buildProduct()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));

    chooseModel('iPhone 16 Pro');

    expect(screen.queryByRole('alert')).toBeNull();
    expect(modelSelect().getAttribute('aria-describedby')).toBeNull();
  });

  it('resets the model when the brand changes', () => {
    render(<ProductPurchase product={twoBrands} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Apple' }));
    chooseModel('iPhone 16');
    expect(modelSelect().value).toBe('iPhone 16');

    fireEvent.click(screen.getByRole('radio', { name: 'Samsung' }));

    expect(modelSelect().value).toBe('');
    expect(screen.queryByRole('option', { name: 'iPhone 16' })).toBeNull();
    expect(screen.getByRole('option', { name: 'Galaxy S24 Ultra' })).toBeTruthy();
  });

  it('says honestly that buying is not open yet once the device is chosen', () => {
    render(<ProductPurchase product={buildProduct()} />);
    chooseModel('iPhone 16 Pro');

    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByText(PURCHASE_UNAVAILABLE)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/added to (your )?cart/i)).toBeNull();

    chooseModel('');
    expect(screen.queryByText(PURCHASE_UNAVAILABLE)).toBeNull();
    chooseModel('iPhone 16 Pro');
    fireEvent.click(screen.getByRole('button', { name: 'Buy now' }));
    expect(screen.getByText(PURCHASE_UNAVAILABLE)).toBeTruthy();
  });

  it('needs no device for a product that fits everything', () => {
    render(<ProductPurchase product={buildProduct({ compatibility: [] })} />);

    expect(screen.queryByRole('combobox', { name: 'Model' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByText(PURCHASE_UNAVAILABLE)).toBeTruthy();
  });
});
