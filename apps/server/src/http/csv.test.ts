import { describe, expect, it } from 'vitest';
import { csvFileName, neutraliseFormula, rupeesText, toCsv } from './csv.ts';

const BOM = '\uFEFF';

describe('neutraliseFormula', () => {
  it('puts an apostrophe before a cell that a spreadsheet would run as a formula', () => {
    for (const cell of [
      '=1+1',
      '+919876543210',
      '-2+3',
      '@SUM(A1)',
      '\tx',
      '\rx',
      '＝1+1',
      '＠x',
    ]) {
      expect(neutraliseFormula(cell), JSON.stringify(cell)).toBe(`'${cell}`);
    }
  });

  it('leaves every other cell as it is, a plain negative number too', () => {
    for (const cell of [
      '',
      'Asha Rao',
      'a=b',
      '1067.26',
      '-1067.26',
      "'=already",
      ' =1',
      '\nx',
      'ಬೆಂಗಳೂರು',
    ]) {
      expect(neutraliseFormula(cell), JSON.stringify(cell)).toBe(cell);
    }
  });
});

describe('rupeesText', () => {
  it('writes paise as rupees with exactly two decimals', () => {
    expect(rupeesText(0)).toBe('0.00');
    expect(rupeesText(5)).toBe('0.05');
    expect(rupeesText(100)).toBe('1.00');
    expect(rupeesText(106_726)).toBe('1067.26');
    expect(rupeesText(1_000_000_000)).toBe('10000000.00');
    expect(rupeesText(-1050)).toBe('-10.50');
  });

  it('refuses a fraction of a paisa', () => {
    expect(() => rupeesText(1.5)).toThrow(RangeError);
  });
});

describe('toCsv', () => {
  it('starts with the BOM and the header, with CRLF line ends', () => {
    expect(toCsv(['email', 'status'], [['asha@example.in', 'subscribed']])).toBe(
      `${BOM}email,status\r\nasha@example.in,subscribed\r\n`,
    );
    expect(toCsv(['email'], [])).toBe(`${BOM}email\r\n`);
  });

  it('quotes commas, quotes and line breaks, and writes null as an empty cell', () => {
    expect(
      toCsv(['a', 'b', 'c', 'd', 'e'], [['Rao, Asha', 'say "hi"', 'x\ny', 'x\ry', null]]),
    ).toBe(`${BOM}a,b,c,d,e\r\n"Rao, Asha","say ""hi""","x\ny","x\ry",\r\n`);
  });

  it('neutralises formulas inside quoted cells too, and writes numbers as text', () => {
    expect(toCsv(['a', 'b'], [['=HYPERLINK("http://x","y")', 3]])).toBe(
      `${BOM}a,b\r\n"'=HYPERLINK(""http://x"",""y"")",3\r\n`,
    );
  });

  it('keeps ₹ and Indian scripts as they are', () => {
    expect(toCsv(['city'], [['ಬೆಂಗಳೂರು ₹']])).toBe(`${BOM}city\r\nಬೆಂಗಳೂರು ₹\r\n`);
  });
});

describe('csvFileName', () => {
  it('names the file by the date in India', () => {
    expect(csvFileName('orders', new Date('2026-03-10T19:00:00Z'))).toBe('orders-2026-03-11.csv');
    expect(csvFileName('subscribers', new Date('2026-03-10T18:00:00Z'))).toBe(
      'subscribers-2026-03-10.csv',
    );
  });
});
