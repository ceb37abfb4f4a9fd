import { createHash } from 'node:crypto';
import type { Language } from '../../shared/constants';
import { DEFAULT_SERVER_ADDRESS } from './origin';
import { fill, type DesktopTexts } from './texts';

// The desktop's own pages, served from a private scheme: the first-run page that asks for the
// server's address and the page shown when the server does not answer (rather than a blank window).
// Their links and form lead to actions the navigation guard carries out (connect, retry).

export const LOCAL_SCHEME = 'city-desktop';
const LOCAL_ORIGIN = `${LOCAL_SCHEME}://app`;

export type LocalPage = 'setup' | 'unreachable';
export type LocalAction = { kind: 'connect'; address: string } | { kind: 'retry' };

export function localPageUrl(page: LocalPage, query: Record<string, string> = {}): string {
  const url = new URL(`${LOCAL_ORIGIN}/${page}`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.href;
}

function parseLocal(url: string): URL | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === `${LOCAL_SCHEME}:` && parsed.host === 'app' ? parsed : null;
  } catch {
    return null;
  }
}

export const isLocalUrl = (url: string) => parseLocal(url) !== null;

/** The action a local page's form or link asks for, or null when `url` is no such action. */
export function localAction(url: string): LocalAction | null {
  const parsed = parseLocal(url);
  if (parsed?.pathname === '/retry') return { kind: 'retry' };
  if (parsed?.pathname === '/connect') return { kind: 'connect', address: parsed.searchParams.get('address') ?? '' };
  return null;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] as string);

const STYLE = `
:root { color-scheme: light dark; font-family: system-ui, sans-serif; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f4f6fb; color: #1e2333; }
main { max-width: 32rem; margin: 1.5rem; padding: 2rem; background: #fff; border-radius: 1rem; box-shadow: 0 8px 30px rgb(30 35 51 / 0.12); }
h1 { font-size: 1.5rem; margin: 1rem 0 0.5rem; }
p { line-height: 1.5; }
label { display: block; font-weight: 600; margin: 1.25rem 0 0.4rem; }
input { box-sizing: border-box; width: 100%; font: inherit; padding: 0.6rem 0.75rem; border: 1px solid #b8bfd3; border-radius: 0.5rem; }
.actions { display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: center; margin-top: 1.25rem; }
.button { font: inherit; font-weight: 600; padding: 0.6rem 1.2rem; border: 0; border-radius: 0.5rem; background: #4f46e5; color: #fff; text-decoration: none; cursor: pointer; }
.error { color: #b42318; }
code { overflow-wrap: anywhere; font-weight: 600; }
a { color: #4338ca; }
@media (prefers-color-scheme: dark) {
  body { background: #111522; color: #e7e9f2; }
  main { background: #1b2132; }
  input { background: #111522; color: inherit; border-color: #46506b; }
  a { color: #a5b4fc; }
}`;

/** The pages allow nothing but their own style (by its hash), the city's mark, and the form's action. */
export const LOCAL_PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "img-src 'none'",
  `form-action ${LOCAL_SCHEME}:`,
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

const MARK =
  '<svg width="48" height="48" viewBox="0 0 32 32" aria-hidden="true"><rect width="32" height="32" rx="9" fill="#4f46e5"/>' +
  '<rect x="7" y="14" width="5" height="11" rx="1.5" fill="#fff" opacity=".75"/><rect x="13.5" y="7" width="5" height="18" rx="1.5" fill="#fff"/>' +
  '<rect x="20" y="11" width="5" height="14" rx="1.5" fill="#fff" opacity=".85"/></svg>';

function page(language: Language, title: string, content: string): string {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${MARK}<h1>${escapeHtml(title)}</h1>${content}</main></body></html>`;
}

export interface LocalPageContext {
  language: Language;
  texts: DesktopTexts;
  serverAddress: string | null;
}

/** The first-run page: the address to connect to, prefilled; `invalid` is what was typed when it was not an address. */
function setupPage({ language, texts, serverAddress }: LocalPageContext, invalid: string | null): string {
  const value = invalid ?? serverAddress ?? DEFAULT_SERVER_ADDRESS;
  const error = invalid === null ? '' : `<p class="error" id="address-error" role="alert">${escapeHtml(texts.setup.invalid)}</p>`;
  const described = invalid === null ? '' : ' aria-invalid="true" aria-describedby="address-error"';
  return page(
    language,
    texts.setup.title,
    `<p>${escapeHtml(texts.setup.lead)}</p>
<form method="get" action="${LOCAL_ORIGIN}/connect"><label for="address">${escapeHtml(texts.setup.label)}</label>
<input id="address" name="address" type="text" inputmode="url" autocomplete="url" spellcheck="false" required autofocus value="${escapeHtml(value)}"${described}>
${error}<div class="actions"><button class="button" type="submit">${escapeHtml(texts.setup.submit)}</button></div></form>`,
  );
}

function unreachablePage({ language, texts, serverAddress }: LocalPageContext): string {
  const address = `<code>${escapeHtml(serverAddress ?? DEFAULT_SERVER_ADDRESS)}</code>`;
  const lead = fill(escapeHtml(texts.unreachable.lead), { address });
  return page(
    language,
    texts.unreachable.title,
    `<p>${lead}</p><div class="actions"><a class="button" href="${LOCAL_ORIGIN}/retry">${escapeHtml(texts.unreachable.retry)}</a>
<a href="${localPageUrl('setup')}">${escapeHtml(texts.unreachable.change)}</a></div>`,
  );
}

/** Answers the private scheme's requests: the two pages, each with its policy; anything else is not found. */
export function serveLocalPage(url: string, context: LocalPageContext): Response {
  const parsed = parseLocal(url);
  const html =
    parsed?.pathname === '/setup'
      ? setupPage(context, parsed.searchParams.get('invalid'))
      : parsed?.pathname === '/unreachable'
        ? unreachablePage(context)
        : null;
  if (html === null) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } });
  return new Response(html, {
    headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': LOCAL_PAGE_CSP, 'x-content-type-options': 'nosniff' },
  });
}
