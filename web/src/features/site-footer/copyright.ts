// The footer's copyright years: from Hogaria's first year to the current one.
export const COPYRIGHT_FIRST_YEAR = 2024;

/** "2024–2026"; just "2024" while it is still that year (or a clock says earlier). */
export function copyrightYears(currentYear: number): string {
  return currentYear > COPYRIGHT_FIRST_YEAR ? `${COPYRIGHT_FIRST_YEAR}–${currentYear}` : String(COPYRIGHT_FIRST_YEAR);
}
