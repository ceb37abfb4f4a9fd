// The city's line icons, drawn on a 24×24 grid. Decorative: the links and buttons around them carry the names.
const STROKES = {
  guild: ['M12 3 4.5 6v5.5c0 4.6 3.2 8.2 7.5 9.5 4.3-1.3 7.5-4.9 7.5-9.5V6L12 3Z', 'M12 9v6M9 12h6'],
  embassy: ['M20 12a7.5 7.5 0 0 1-11 6.6L4 20l1.4-4.6A7.5 7.5 0 1 1 20 12Z', 'M9 11h6M9 14h3.5'],
  explore: ['M3.5 12a8.5 8.5 0 1 0 17 0a8.5 8.5 0 1 0-17 0', 'm15.5 8.5-2 5-5 2 2-5 5-2Z'],
  bell: ['M18 16H6l1.3-1.8V10a4.7 4.7 0 0 1 9.4 0v4.2L18 16Z', 'M10 19a2 2 0 0 0 4 0'],
  search: ['M4.5 11a6.5 6.5 0 1 0 13 0a6.5 6.5 0 1 0-13 0', 'm20 20-4.3-4.3'],
  // The landing page's features.
  aiCopilot: ['M12 3v3M12 18v3M3 12h3M18 12h3', 'M12 8.5 13.2 11l2.3 1-2.3 1L12 15.5 10.8 13l-2.3-1 2.3-1L12 8.5Z'],
  visibleTrust: ['M4 16a8 8 0 1 1 16 0', 'm12 16 3.5-4.5', 'M4 20h16'],
  supportCreators: ['M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z'],
  // Reactions, comments and the Inner Circle mark of a post.
  agree: ['M7 10.5v9.5H4.5a1 1 0 0 1-1-1v-7.5a1 1 0 0 1 1-1H7Z', 'M7 10.5 10.8 4a2 2 0 0 1 3.7 1.1L14 9h5a2 2 0 0 1 2 2.3l-1.2 7A2 2 0 0 1 17.8 20H7'],
  disagree: ['M7 13.5V4H4.5a1 1 0 0 0-1 1v7.5a1 1 0 0 0 1 1H7Z', 'M7 13.5 10.8 20a2 2 0 0 0 3.7-1.1L14 15h5a2 2 0 0 0 2-2.3l-1.2-7A2 2 0 0 0 17.8 4H7'],
  comment: ['M20 11.5a7.5 7.5 0 0 1-11 6.6L4 20l1.4-4.6A7.5 7.5 0 1 1 20 11.5Z'],
  innerCircle: ['M6.5 11h11a1 1 0 0 1 1 1v7a1 1 0 0 1-1 1h-11a1 1 0 0 1-1-1v-7a1 1 0 0 1 1-1Z', 'M8.5 11V8a3.5 3.5 0 0 1 7 0v3'],
} satisfies Record<string, string[]>;

export type IconName = keyof typeof STROKES;

export function LineIcon({ name, size = 22 }: { name: IconName; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {STROKES[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
