// The dev server's two offline backends (README, "Offline backends"): calls of a `?mock=` scenario carry a header
// and go to Prism's examples; every other call goes to the stateful backend behind Prism's validating proxy; the
// stateful backend's own controls (a reset) go to it directly.
import type { IncomingHttpHeaders } from 'node:http';
import type { Plugin, ProxyOptions } from 'vite';
import { devBackendPrefix, mockScenarioHeader } from '../../src/dev/dev-backend-routes.js';

export type DevBackend = 'mock' | 'stateful' | 'controls';

/** The prefix a stateful call gets on its way through the proxy (Vite's proxy picks its target by path). */
const statefulPrefix = '/__stateful';

/** Which backend answers a request to the dev server; undefined: none (the app's own files). */
export function devBackendOf(url: string, headers: IncomingHttpHeaders): DevBackend | undefined {
  if (url.startsWith(`${devBackendPrefix}/`)) return 'controls';
  if (url !== '/api' && !url.startsWith('/api/')) return undefined;
  return headers[mockScenarioHeader] === undefined ? 'stateful' : 'mock';
}

/**
 * The proxy table and the plugin that steers each call to its backend.
 * @param urls mock: Prism serving the examples; stateful: Prism proxying to the stateful backend; controls: the
 *   stateful backend itself.
 */
export function devBackends(urls: { mock: string; stateful: string; controls: string }): {
  plugin: Plugin;
  proxy: Record<string, ProxyOptions>;
} {
  return {
    plugin: {
      name: 'dev-backends',
      apply: 'serve',
      // Added before Vite's own middlewares, so the proxy sees the rewritten path.
      configureServer(server) {
        server.middlewares.use((request, _response, next) => {
          if (request.url && devBackendOf(request.url, request.headers) === 'stateful')
            request.url = `${statefulPrefix}${request.url}`;
          next();
        });
      },
    },
    proxy: {
      '/api': { target: urls.mock, changeOrigin: true },
      [statefulPrefix]: {
        target: urls.stateful,
        changeOrigin: true,
        rewrite: (path) => path.slice(statefulPrefix.length),
      },
      [devBackendPrefix]: { target: urls.controls, changeOrigin: true },
    },
  };
}
