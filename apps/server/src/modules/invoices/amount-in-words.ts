// The amount in words that Indian invoices print: "Rupees One Thousand Five Hundred Fifty-Three
// and Twenty-Six Paise Only", grouped the Indian way (thousand, lakh, crore). Written here rather
// than taken from `to-words` (decision 016): its en-IN wording is "… Fifty Three Rupees And Twenty
// Six Paise Only", it takes a float, and rewording its output would be more code than this.

const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0–99: 'Seven', 'Nineteen', 'Forty', 'Fifty-Three'. */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n] ?? '';
  const tens = TENS[Math.floor(n / 10)] ?? '';
  return n % 10 === 0 ? tens : `${tens}-${ONES[n % 10]}`;
}

/** 1–999: 'Five Hundred Fifty-Three'. */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const words = hundreds > 0 ? [`${ONES[hundreds]} Hundred`] : [];
  if (rest > 0) words.push(belowHundred(rest));
  return words.join(' ');
}

/** A whole number in words, Indian grouping: 1 23 45 678 → 'One Crore Twenty-Three Lakh …'. */
export function numberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Not a whole amount: ${n}`);
  if (n === 0) return ONES[0] as string;
  const crores = Math.floor(n / 10_000_000);
  const lakhs = Math.floor(n / 100_000) % 100;
  const thousands = Math.floor(n / 1000) % 100;
  const rest = n % 1000;
  const words: string[] = [];
  // Past 99 crore the crores are counted in words themselves ('One Hundred Crore').
  if (crores > 0) words.push(`${numberInWords(crores)} Crore`);
  if (lakhs > 0) words.push(`${belowHundred(lakhs)} Lakh`);
  if (thousands > 0) words.push(`${belowHundred(thousands)} Thousand`);
  if (rest > 0) words.push(belowThousand(rest));
  return words.join(' ');
}

/** Integer paise → 'Rupees … and … Paise Only' ('Rupees Ten Only' when no paise). */
export function amountInWords(amountInPaise: number): string {
  if (!Number.isSafeInteger(amountInPaise) || amountInPaise < 0) {
    throw new RangeError(`Not an amount in paise: ${amountInPaise}`);
  }
  const rupees = Math.floor(amountInPaise / 100);
  const paise = amountInPaise % 100;
  if (rupees === 0 && paise > 0) return `${belowHundred(paise)} Paise Only`;
  const paiseWords = paise > 0 ? ` and ${belowHundred(paise)} Paise` : '';
  return `Rupees ${numberInWords(rupees)}${paiseWords} Only`;
}
