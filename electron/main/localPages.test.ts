import { showUnreachableOnFailure } from './loading';
import { LOCAL_PAGE_CSP, localAction, localPageUrl, serveLocalPage } from './localPages';
import { desktopTexts } from './texts';

const context = (serverAddress: string | null, language: 'en' | 'fr' = 'en') => ({ language, texts: desktopTexts(language), serverAddress });

describe('the unreachable-server page', () => {
  it('names the address and offers Retry and a way to change the address', async () => {
    const reply = serveLocalPage(localPageUrl('unreachable'), context('https://city.example.org'));
    const html = await reply.text();
    expect(reply.status).toBe(200);
    expect(html).toContain('The city cannot be reached');
    expect(html).toContain('<code>https://city.example.org</code>');
    expect(html).toContain('href="city-desktop://app/retry">Retry</a>');
    expect(html).toContain('href="city-desktop://app/setup">Change the server address</a>');
    expect(localAction('city-desktop://app/retry')).toEqual({ kind: 'retry' });
  });

  it('speaks French', async () => {
    const html = await serveLocalPage(localPageUrl('unreachable'), context('https://cite.example.org', 'fr')).text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('La cité est injoignable');
    expect(html).toContain('>Réessayer</a>');
  });

  it('is shown when the server’s page fails to load, not for a load replaced by another or a frame', () => {
    let listener: ((...args: [unknown, number, string, string, boolean]) => void) | undefined;
    const shown: string[] = [];
    showUnreachableOnFailure({ on: (_event, handler) => void (listener = handler) }, () => 'http://localhost:3000', (url) => void shown.push(url));
    listener?.({}, -102, 'ERR_CONNECTION_REFUSED', 'http://localhost:3000/', true);
    listener?.({}, -3, 'ERR_ABORTED', 'http://localhost:3000/app', true);
    listener?.({}, -105, 'ERR_NAME_NOT_RESOLVED', 'http://localhost:3000/frame', false);
    listener?.({}, -105, 'ERR_NAME_NOT_RESOLVED', 'https://elsewhere.example/', true);
    expect(shown).toEqual(['http://localhost:3000/']);
  });
});

describe('the first-run page', () => {
  it('asks for the server’s address, prefilled with the default, and submits it to the connect action', async () => {
    const html = await serveLocalPage(localPageUrl('setup'), context(null)).text();
    expect(html).toContain('Connect to your city');
    expect(html).toContain('<form method="get" action="city-desktop://app/connect">');
    expect(html).toContain('value="http://localhost:3000"');
    expect(localAction('city-desktop://app/connect?address=city.example.org')).toEqual({ kind: 'connect', address: 'city.example.org' });
  });

  it('says when what was typed is not an address, and shows it back escaped', async () => {
    const html = await serveLocalPage(localPageUrl('setup', { invalid: '"><script>alert(1)</script>' }), context(null)).text();
    expect(html).toContain('role="alert"');
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).not.toContain('<script>');
  });
});

describe('the local pages’ policy', () => {
  it('allows no script, only the page’s own style, and forms to the local actions', () => {
    const reply = serveLocalPage(localPageUrl('setup'), context(null));
    expect(reply.headers.get('content-security-policy')).toBe(LOCAL_PAGE_CSP);
    expect(LOCAL_PAGE_CSP).toContain("default-src 'none'");
    expect(LOCAL_PAGE_CSP).not.toContain('script-src');
    expect(LOCAL_PAGE_CSP).toMatch(/style-src 'sha256-[A-Za-z0-9+/]+=*'/);
    expect(LOCAL_PAGE_CSP).toContain('form-action city-desktop:');
  });

  it('serves nothing else', () => {
    expect(serveLocalPage('city-desktop://app/anything', context(null)).status).toBe(404);
    expect(serveLocalPage('city-desktop://app/connect?address=x', context(null)).status).toBe(404);
  });
});
