const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins a browser request may come from: PUBLIC_URL's and ALLOWED_ORIGINS, compared whole
 * (scheme, host and port). Never the request's Host header, which the client writes: a page on
 * `evil.example` whose name points at this server would match its own Host. When PUBLIC_URL names
 * the local machine, its other loopback names are the same address (nobody else can serve them).
 */
export function createOriginCheck(publicUrl: string, allowedOrigins: string[]) {
  const own = new URL(publicUrl);
  const ownAliases = LOOPBACK_NAMES.includes(own.hostname) ? LOOPBACK_NAMES.map((name) => `${own.protocol}//${name}${own.port ? `:${own.port}` : ''}`) : [];
  const allowed = new Set([own.origin, ...ownAliases, ...allowedOrigins.map((origin) => new URL(origin).origin)]);
  /** Requests without an Origin header are not cross-site browser requests (the SameSite=Lax cookie is not sent cross-site anyway). */
  return (origin: string | undefined): boolean => origin === undefined || allowed.has(origin);
}
