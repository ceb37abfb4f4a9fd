/** A table as aligned Markdown, readable in a terminal and pasted as is into docs/reliability.md. */
export function renderTable(headers: string[], rows: string[][]): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  return [line(headers), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/** `{500: 31, 'no answer': 8}` → "500 31, no answer 8"; "-" when empty. */
export function formatCounts(counts: Map<string, number> | undefined, leaveOut: string[] = []): string {
  const entries = [...(counts ?? new Map<string, number>())].filter(([key]) => !leaveOut.includes(key)).sort(([a], [b]) => a.localeCompare(b));
  return entries.length ? entries.map(([key, n]) => `${key} ${n}`).join(', ') : '-';
}
