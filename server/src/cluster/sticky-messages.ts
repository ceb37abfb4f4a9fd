/**
 * What the primary and the workers of `npm run start:cluster` tell each other to keep a socket.io session
 * on one process (sticky-routing.ts in the primary, sticky-worker.ts in each worker).
 */
export type ToWorker =
  /** A new connection, with the bytes the primary read from it to choose the worker (base64). */
  | { type: 'city:connection'; head: string }
  /** The primary now routes this socket.io session to the worker that opened it. */
  | { type: 'city:session-known'; sid: string };

export type ToPrimary =
  /** The worker serves: connections may be handed to it. */
  | { type: 'city:ready' }
  /** The worker stops: no new connection for it, and its sessions are over. */
  | { type: 'city:stopping' }
  | { type: 'city:session-opened'; sid: string }
  | { type: 'city:session-closed'; sid: string };

const TYPES = {
  toWorker: ['city:connection', 'city:session-known'],
  toPrimary: ['city:ready', 'city:stopping', 'city:session-opened', 'city:session-closed'],
} as const;

// Other messages (node:cluster's own among them) pass through the same channel.
const isOf = (types: readonly string[], message: unknown) =>
  typeof message === 'object' && message !== null && types.includes((message as { type?: unknown }).type as string);

export const isToWorker = (message: unknown): message is ToWorker => isOf(TYPES.toWorker, message);
export const isToPrimary = (message: unknown): message is ToPrimary => isOf(TYPES.toPrimary, message);
