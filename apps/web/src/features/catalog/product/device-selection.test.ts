import type { Compatibility } from '@skins/shared';
import { describe, expect, it } from 'vitest';
import {
  checkDeviceChoice,
  initialDeviceSelection,
  modelsOf,
  selectBrand,
  selectModel,
} from './device-selection.ts';

const apple: Compatibility = { brand: 'Apple', models: ['iPhone 16 Pro', 'iPhone 16'] };
const samsung: Compatibility = { brand: 'Samsung', models: ['Galaxy S24 Ultra'] };

describe('initialDeviceSelection', () => {
  it('preselects the brand when the product has only one', () => {
    expect(initialDeviceSelection([apple])).toEqual({ brand: 'Apple', model: null });
  });

  it('preselects nothing when there are several brands', () => {
    expect(initialDeviceSelection([apple, samsung])).toEqual({ brand: null, model: null });
  });

  it('never preselects the model, even when there is only one', () => {
    expect(initialDeviceSelection([samsung]).model).toBeNull();
  });

  it('handles a product without a compatibility list', () => {
    expect(initialDeviceSelection([])).toEqual({ brand: null, model: null });
  });
});

describe('brand and model changes', () => {
  it('lists the models of the chosen brand only', () => {
    expect(modelsOf([apple, samsung], 'Samsung')).toEqual(['Galaxy S24 Ultra']);
    expect(modelsOf([apple, samsung], null)).toEqual([]);
  });

  it('resets the model when the brand changes', () => {
    const chosen = selectModel({ brand: 'Apple', model: null }, 'iPhone 16');
    expect(selectBrand(chosen, 'Samsung')).toEqual({ brand: 'Samsung', model: null });
  });

  it('keeps the model when the same brand is chosen again', () => {
    const chosen = { brand: 'Apple', model: 'iPhone 16' };
    expect(selectBrand(chosen, 'Apple')).toBe(chosen);
  });
});

describe('checkDeviceChoice', () => {
  it('asks for the brand first', () => {
    expect(checkDeviceChoice([apple, samsung], { brand: null, model: null })).toEqual({
      isComplete: false,
      missing: 'brand',
    });
  });

  it('asks for the model once the brand is chosen', () => {
    expect(checkDeviceChoice([apple], { brand: 'Apple', model: null })).toEqual({
      isComplete: false,
      missing: 'model',
    });
  });

  it('refuses a model of another brand', () => {
    expect(
      checkDeviceChoice([apple, samsung], { brand: 'Samsung', model: 'iPhone 16' }),
    ).toMatchObject({ isComplete: false, missing: 'model' });
  });

  it('accepts a brand and one of its models', () => {
    expect(checkDeviceChoice([apple], { brand: 'Apple', model: 'iPhone 16' })).toEqual({
      isComplete: true,
      brand: 'Apple',
      model: 'iPhone 16',
    });
  });

  it('needs no choice for a product that fits every device', () => {
    expect(checkDeviceChoice([], { brand: null, model: null })).toMatchObject({ isComplete: true });
  });
});
