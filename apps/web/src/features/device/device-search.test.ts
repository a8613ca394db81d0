import { describe, expect, it } from 'vitest';
import { deviceLabel, isSameDevice, searchDevices } from './device-search.ts';

const BRANDS = [
  { brand: 'Apple', models: ['iPhone 15 Pro', 'iPhone 16', 'iPhone 16 Pro', 'Series 9 (45mm)'] },
  { brand: 'OnePlus', models: ['OnePlus 12', 'OnePlus Nord CE4'] },
  { brand: 'Samsung', models: ['Galaxy S24', 'Galaxy S24+'] },
];

const labels = (text: string, brand: string | null = null) =>
  searchDevices(BRANDS, text, brand).flatMap((group) => group.options.map((o) => o.label));

describe('searchDevices', () => {
  it('lists every device, brands and models in the order given, when nothing is typed', () => {
    expect(labels('')).toHaveLength(8);
    expect(searchDevices(BRANDS, '  ').map((group) => group.brand)).toEqual([
      'Apple',
      'OnePlus',
      'Samsung',
    ]);
  });

  it('matches every typed word as the start of a word of brand or model, in any case', () => {
    expect(labels('ip 16')).toEqual(['Apple iPhone 16', 'Apple iPhone 16 Pro']);
    expect(labels('PRO 16')).toEqual(['Apple iPhone 16 Pro']);
    expect(labels('apple series')).toEqual(['Apple Series 9 (45mm)']);
    expect(labels('s24+')).toEqual(['Samsung Galaxy S24+']);
    expect(labels('pro max')).toEqual([]);
    expect(labels('hone')).toEqual([]);
  });

  it('narrows to one brand', () => {
    expect(labels('', 'Samsung')).toEqual(['Samsung Galaxy S24', 'Samsung Galaxy S24+']);
    expect(labels('16', 'Samsung')).toEqual([]);
  });
});

describe('deviceLabel', () => {
  it('does not repeat a brand the model already names', () => {
    expect(deviceLabel({ brand: 'OnePlus', model: 'OnePlus 12' })).toBe('OnePlus 12');
    expect(deviceLabel({ brand: 'Apple', model: 'iPhone 16' })).toBe('Apple iPhone 16');
  });
});

describe('isSameDevice', () => {
  it('is true only for the same brand and model', () => {
    const pro = { brand: 'Apple', model: 'iPhone 16 Pro' };
    expect(isSameDevice(pro, { ...pro })).toBe(true);
    expect(isSameDevice(pro, { brand: 'Apple', model: 'iPhone 16' })).toBe(false);
    expect(isSameDevice(pro, null)).toBe(false);
  });
});
