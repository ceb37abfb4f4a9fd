import { SEND_CHANNELS } from '../channels';
import { webOrigin } from '../main/origin';

interface LinkClick {
  type: string;
  isTrusted: boolean;
  button: number;
  target: unknown;
  preventDefault(): void;
}

interface ClickTarget {
  addEventListener(type: 'click' | 'auxclick', listener: (event: LinkClick) => void, options: { capture: boolean }): void;
}

/** The link a click landed in, if any (a click on a link's text or image lands in its child). */
function clickedLink(target: unknown): { href: string } | null {
  const element = target as { closest?: (selector: string) => { href: string } | null } | null;
  return element?.closest?.('a[href]') ?? null;
}

/**
 * A link to another site that the citizen clicked (the browser marks real clicks as trusted; a page's
 * script cannot fake one) opens in the system browser, never in the app. Everything else is left to the page.
 */
export function openClickedExternalLinks(document: ClickTarget, pageOrigin: () => string, send: (channel: typeof SEND_CHANNELS.openExternal, url: string) => void) {
  const onClick = (event: LinkClick) => {
    if (!event.isTrusted || (event.type === 'auxclick' && event.button !== 1)) return;
    const link = clickedLink(event.target);
    if (!link) return;
    const origin = webOrigin(link.href);
    if (origin === null || origin === pageOrigin()) return;
    event.preventDefault();
    send(SEND_CHANNELS.openExternal, link.href);
  };
  // Capturing, and added before the page's own scripts run: the page cannot stop it first.
  document.addEventListener('click', onClick, { capture: true });
  document.addEventListener('auxclick', onClick, { capture: true });
}
