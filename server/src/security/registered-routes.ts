import type { Express } from 'express';

/** The parts of Express 5's router this reads: each layer's mount path, its route, its nested router. */
interface Layer {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

/**
 * Every route the app registers, as `METHOD /path` with `:name` parameters, found by walking its
 * routers: what the app really serves, whatever file added it.
 */
export function registeredRoutes(app: Express): string[] {
  const found: string[] = [];
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route && typeof layer.route.path === 'string') {
        const path = joinPath(prefix, layer.route.path);
        for (const method of Object.keys(layer.route.methods)) found.push(`${method.toUpperCase()} ${path}`);
      } else if (layer.handle?.stack) {
        walk(layer.handle.stack, typeof layer.rawPath === 'string' ? joinPath(prefix, layer.rawPath) : prefix);
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '');
  return [...new Set(found)].sort();
}

const joinPath = (prefix: string, path: string) => (path === '/' ? prefix || '/' : `${prefix}${path}`);
