/** Cents as the language writes dollars: $5.00, 5,00 $US. */
export function formatMoney(cents: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' }).format(cents / 100);
}
