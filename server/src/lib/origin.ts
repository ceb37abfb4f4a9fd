/**
 * A browser request may come from the app's own origin (its Host, or PUBLIC_URL) or a
 * configured allowed origin. Requests without an Origin header are not cross-site
 * browser requests (and the SameSite=Lax cookie is not sent cross-site anyway).
 */
export function createOriginCheck(publicUrl: string, allowedOrigins: string[]) {
  const allowed = new Set([new URL(publicUrl).origin, ...allowedOrigins]);
  return (origin: string | undefined, host: string | undefined): boolean => {
    if (!origin) return true;
    if (allowed.has(origin)) return true;
    try {
      return new URL(origin).host === host;
    } catch {
      return false;
    }
  };
}
