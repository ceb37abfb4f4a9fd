import { createOriginCheck } from './origin';

test('PUBLIC_URL’s origin and the allowed origins pass, compared whole', () => {
  const allowed = createOriginCheck('https://city.example', ['https://desktop.example']);
  expect(allowed('https://city.example')).toBe(true);
  expect(allowed('https://desktop.example')).toBe(true);
  expect(allowed('http://city.example')).toBe(false);
  expect(allowed('https://city.example:8443')).toBe(false);
  expect(allowed('https://evil.example')).toBe(false);
  expect(allowed('null')).toBe(false);
});

test('a request without Origin is not a cross-site browser request', () => {
  expect(createOriginCheck('https://city.example', [])(undefined)).toBe(true);
});

test('a local PUBLIC_URL accepts the other loopback names of the same scheme and port only', () => {
  const allowed = createOriginCheck('http://localhost:3000', []);
  expect(allowed('http://127.0.0.1:3000')).toBe(true);
  expect(allowed('http://[::1]:3000')).toBe(true);
  expect(allowed('https://localhost:3000')).toBe(false);
  expect(allowed('http://127.0.0.1:3001')).toBe(false);
});
