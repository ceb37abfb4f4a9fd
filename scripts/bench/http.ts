import http from 'node:http';

// Keep-alive connections, as a browser keeps them; enough of them that a slow answer never holds back the next send.
const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
const REQUEST_TIMEOUT_MS = 30_000;

export interface Answer {
  status: number;
  body: string;
  setCookie: string[];
}

/** One request over the shared keep-alive agent; resolves once the whole answer has arrived (status 0: no answer). */
export function request(url: string, method: string, cookie = '', body?: unknown): Promise<Answer> {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers: Record<string, string> = { cookie };
    if (payload) Object.assign(headers, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) });
    const req = http.request(url, { method, agent, headers, timeout: REQUEST_TIMEOUT_MS }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString(), setCookie: res.headers['set-cookie'] ?? [] }));
      res.on('error', () => resolve({ status: 0, body: '', setCookie: [] }));
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve({ status: 0, body: '', setCookie: [] }));
    req.end(payload);
  });
}

export const ok = (status: number) => status >= 200 && status < 300;

export async function getJson<T>(url: string, cookie: string): Promise<T> {
  const answer = await request(url, 'GET', cookie);
  if (!ok(answer.status)) throw new Error(`${url}: ${answer.status}`);
  return JSON.parse(answer.body) as T;
}
