import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** The chat-completions request the coach's providers send. */
export interface ChatRequest {
  model: string;
  messages: Array<{ role: string; content: string }>;
  response_format?: unknown;
  temperature?: number;
  max_tokens?: number;
}
export type Behaviour = (body: ChatRequest) => { status: number; body?: unknown; delayMs?: number };

/** A chat completion whose message is `content`. */
export const completion = (content: string, model: string) => ({
  id: 'chatcmpl-1',
  object: 'chat.completion',
  created: 0,
  model,
  choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
});

const error = (status: number, message: string): ReturnType<Behaviour> => ({ status, body: { error: { message, type: 'invalid_request_error' } } });

/**
 * A local server that speaks the chat-completions API as llama.cpp's and Ollama's do, so the real SDK
 * is what is tested. Like them it serves one model, at /v1/chat/completions, and refuses a request
 * for another model or whose messages are not role and text; otherwise `behaviour` answers.
 */
export async function startFakeOpenAiServer(model: string) {
  let behaviour: Behaviour = () => error(500, 'no behaviour set');
  const requests: Array<{ auth?: string; body: ChatRequest }> = [];
  const pending = new Set<NodeJS.Timeout>();
  const validMessages = (body: ChatRequest) =>
    Array.isArray(body.messages) &&
    body.messages.length > 0 &&
    body.messages.every((m) => ['system', 'user', 'assistant'].includes(m.role) && typeof m.content === 'string');

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const body = JSON.parse(raw) as ChatRequest;
      requests.push({ auth: req.headers.authorization, body });
      const answer =
        req.method !== 'POST' || req.url !== '/v1/chat/completions'
          ? error(404, `no route ${req.method} ${req.url}`)
          : body.model !== model
            ? error(404, `model "${body.model}" not found`)
            : !validMessages(body)
              ? error(400, 'messages must be a list of role and content')
              : behaviour(body);
      const timer = setTimeout(() => {
        pending.delete(timer);
        res.writeHead(answer.status, { 'content-type': 'application/json', ...(answer.status === 429 ? { 'retry-after': '0' } : {}) });
        res.end(JSON.stringify(answer.body ?? {}));
      }, answer.delayMs ?? 0);
      pending.add(timer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    /** How the server answers the next requests. */
    answer(next: Behaviour) {
      behaviour = next;
    },
    /** Answers every request with a completion whose message is `content`. */
    reply(content: string) {
      behaviour = () => ({ status: 200, body: completion(content, model) });
    },
    close() {
      pending.forEach(clearTimeout);
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
