import { destinationOf, requestLine } from './sticky-routing';

// What the primary of `npm run start:cluster` reads of a new connection to choose its worker.

test('the request line is known once its line ends, whatever else came with it', () => {
  expect(requestLine(Buffer.from('GET /socket.io/?EIO=4&transport=polling HT'))).toBeUndefined();
  expect(requestLine(Buffer.from('POST /api/posts HTTP/1.1\r\nHost: city.test\r\n\r\n{"content":"hi"}'))).toBe('POST /api/posts HTTP/1.1');
});

test('a socket.io request goes to its session, a handshake to a new one, anything else to any worker', () => {
  expect(destinationOf('GET /socket.io/?EIO=4&transport=polling&t=PqR1&sid=Zk0aBJ4uxbxCJ1ZGAAAB HTTP/1.1')).toEqual({ session: 'Zk0aBJ4uxbxCJ1ZGAAAB' });
  expect(destinationOf('GET /socket.io/?EIO=4&transport=websocket&sid=Zk0aBJ4uxbxCJ1ZGAAAB HTTP/1.1')).toEqual({ session: 'Zk0aBJ4uxbxCJ1ZGAAAB' });
  expect(destinationOf('GET /socket.io/?EIO=4&transport=polling&t=PqR1 HTTP/1.1')).toBe('new-session');
  expect(destinationOf('GET /api/feed?sid=Zk0aBJ4uxbxCJ1ZGAAAB HTTP/1.1')).toBe('any');
  expect(destinationOf('GET /assets/index.js HTTP/1.1')).toBe('any');
});

test('what is not an HTTP request line goes to any worker, whose HTTP server answers it', () => {
  expect(destinationOf('')).toBe('any');
  expect(destinationOf('\u0016\u0003\u0001 a TLS hello')).toBe('any');
  expect(destinationOf('GET http://[bad HTTP/1.1')).toBe('any');
});
