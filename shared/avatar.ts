const PALETTE = ['#2563eb', '#7c3aed', '#db2777', '#ea580c', '#16a34a', '#0891b2', '#4f46e5', '#b45309'];

/** The default avatar: a placeholder image showing the first letter of the display name. */
export function placeholderAvatarUrl(displayName: string): string {
  const letter = Array.from(displayName.trim())[0]?.toUpperCase() ?? '?';
  const colour = PALETTE[(letter.codePointAt(0) ?? 0) % PALETTE.length];
  const escaped = letter.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" rx="48" fill="${colour}"/>` +
    `<text x="48" y="62" font-family="sans-serif" font-size="44" font-weight="600" fill="#fff" text-anchor="middle">${escaped}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
