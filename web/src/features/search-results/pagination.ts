export type PageItem = number | "gap";

/** The page numbers to show: the first, the last, and the current one with its neighbours. */
export function pageItems(current: number, pages: number): PageItem[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1);
  const shown = new Set([1, pages, current - 1, current, current + 1]);
  if (current <= 4) [2, 3, 4, 5].forEach((n) => shown.add(n));
  if (current >= pages - 3) [pages - 4, pages - 3, pages - 2, pages - 1].forEach((n) => shown.add(n));
  const numbers = [...shown].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b);
  const items: PageItem[] = [];
  numbers.forEach((n, i) => {
    if (i > 0 && n - numbers[i - 1] > 1) items.push("gap");
    items.push(n);
  });
  return items;
}
