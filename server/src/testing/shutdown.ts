import http from 'node:http';
import net from 'node:net';

/**
 * A sign-in whose headers the server has read (it answered `100 Continue`) and whose body is still to
 * come: a request in flight, for as long as the test holds `send`.
 */
export function inFlightLogin(url: string, body: object): Promise<{ send(): Promise<{ status: number; body: string }> }> {
  const json = JSON.stringify(body);
  const req = http.request(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(json), Expect: '100-continue' },
  });
  const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, body: text }));
    });
    req.on('error', reject);
  });
  req.flushHeaders();
  return new Promise((resolve) => req.once('continue', () => resolve({ send: () => (req.end(json), answered) })));
}

/** Whether a new connection to `url` is refused: a stopping server's port is closed. */
export const refused = (url: string) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(Number(new URL(url).port), '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
