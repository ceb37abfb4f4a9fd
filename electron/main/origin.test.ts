import { isServerUrl, parseServerAddress, serverPage, webOrigin } from './origin';

describe('the server’s origin', () => {
  const server = 'https://server.example';

  it('is compared by parsed origin, never by prefix', () => {
    expect(isServerUrl('https://server.example/post/1', server)).toBe(true);
    expect(isServerUrl('https://server.example:443/app', server)).toBe(true);
    expect(isServerUrl('https://server.example.evil', server)).toBe(false);
    expect(isServerUrl('https://server.example.evil/post/1', server)).toBe(false);
    expect(isServerUrl('https://server.example@evil.example/', server)).toBe(false);
    expect(isServerUrl('http://server.example/', server)).toBe(false);
    expect(isServerUrl('https://server.example:8443/', server)).toBe(false);
  });

  it('belongs to web URLs only', () => {
    expect(webOrigin('javascript:alert(1)')).toBeNull();
    expect(webOrigin('file:///etc/passwd')).toBeNull();
    expect(webOrigin('not a url')).toBeNull();
    expect(isServerUrl('https://server.example/', null)).toBe(false);
  });

  it('is what the citizen typed, reduced to an origin, or nothing when it is no web address', () => {
    expect(parseServerAddress(' http://localhost:3000/app ')).toBe('http://localhost:3000');
    expect(parseServerAddress('localhost:3000')).toBe('http://localhost:3000');
    expect(parseServerAddress('city.example.org')).toBe('https://city.example.org');
    expect(parseServerAddress('https://city.example.org:8443')).toBe('https://city.example.org:8443');
    expect(parseServerAddress('ftp://city.example.org')).toBeNull();
    expect(parseServerAddress('javascript:alert(1)')).toBeNull();
    expect(parseServerAddress('https://user:secret@city.example.org')).toBeNull();
    expect(parseServerAddress('')).toBeNull();
  });

  it('gives the server’s page for an app path', () => {
    expect(serverPage('http://localhost:3000', '/post/42')).toBe('http://localhost:3000/post/42');
  });
});
