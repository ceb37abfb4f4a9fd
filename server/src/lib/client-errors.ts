import http from 'node:http';
import type { Duplex } from 'node:stream';
import { HttpError } from './errors';

/**
 * Node refuses some requests before Express sees them: a URL or headers over its size limit (431),
 * a request line it cannot parse (400), a request too slow to arrive (408). Its own answers have no
 * body; this one carries the contract's error envelope. Attach to the server's `clientError` event.
 */
export function answerUnreadableRequest(err: NodeJS.ErrnoException, socket: Duplex): void {
  // A client that reset the connection hears nothing; nor does one whose socket is already answered.
  if (err.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const error =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? new HttpError(431, 'PAYLOAD_TOO_LARGE')
      : new HttpError(err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400, 'VALIDATION_FAILED', { message: 'The request cannot be read.' });
  const body = JSON.stringify(error.toBody());
  socket.end(
    `HTTP/1.1 ${error.status} ${http.STATUS_CODES[error.status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}
