import { useCallback, useSyncExternalStore } from 'react';

/** Whether the window is at least `pixels` wide, following resizes: for parts that are not worth loading on a narrow screen. */
export function useMinWidth(pixels: number): boolean {
  const query = `(min-width: ${pixels}px)`;
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}
