export type PageRangeItem = number | 'gap';

/**
 * Page numbers to show: always the first and last, the current one with `siblings` either side,
 * and a gap where pages are left out. A gap never stands for a single page (that page is shown).
 */
export function pageRange(current: number, total: number, siblings = 1): PageRangeItem[] {
  if (total <= 0) return [];
  const page = Math.min(Math.max(1, current), total);
  // first + last + current + siblings + two gaps: below that, show every page.
  if (total <= 5 + 2 * siblings) return Array.from({ length: total }, (_, i) => i + 1);

  let start = Math.max(2, page - siblings);
  let end = Math.min(total - 1, page + siblings);
  // Keep the row the same length wherever the current page is.
  const span = 2 * siblings + 2;
  if (page - siblings <= 3) {
    start = 2;
    end = span + 1;
  } else if (page + siblings >= total - 2) {
    start = total - span;
    end = total - 1;
  }

  const items: PageRangeItem[] = [1];
  if (start > 2) items.push('gap');
  for (let n = start; n <= end; n += 1) items.push(n);
  if (end < total - 1) items.push('gap');
  items.push(total);
  return items;
}
