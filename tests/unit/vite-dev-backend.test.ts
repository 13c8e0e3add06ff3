// How the dev server steers each request between its two offline backends.
import { describe, expect, it } from 'vitest';
import { devBackendOf, devBackends } from '../../tools/reference-server/vite-dev-backend.ts';
import { devBackendResetPath, mockScenarioHeader } from '../../src/dev/dev-backend-routes.js';

describe('devBackendOf', () => {
  it("sends a call without a mock scenario to the session's data, with one to Prism's examples", () => {
    expect(devBackendOf('/api/v1/triggers', {})).toBe('stateful');
    expect(devBackendOf('/api/v1/triggers', { prefer: 'example=mixed' })).toBe('stateful');
    expect(devBackendOf('/api/v1/triggers', { [mockScenarioHeader]: 'default', prefer: 'example=mixed' })).toBe('mock');
    // `dynamic` sends no Prefer header at all, and still wants Prism.
    expect(devBackendOf('/api/v1/user', { [mockScenarioHeader]: 'dynamic' })).toBe('mock');
  });

  it("sends the stateful backend's controls to it, and leaves the app's own files alone", () => {
    expect(devBackendOf(devBackendResetPath, {})).toBe('controls');
    expect(devBackendOf('/', {})).toBeUndefined();
    expect(devBackendOf('/src/main.tsx', {})).toBeUndefined();
    expect(devBackendOf('/apiary.svg', {})).toBeUndefined();
  });
});

describe('devBackends', () => {
  const urls = { mock: 'http://mock.test', stateful: 'http://proxy.test', controls: 'http://backend.test' };

  it("proxies each backend's calls to its URL, with the stateful calls' own path", () => {
    const { proxy } = devBackends(urls);
    const targets = Object.fromEntries(Object.entries(proxy).map(([prefix, options]) => [prefix, options.target]));
    expect(targets).toEqual({ '/api': urls.mock, '/__stateful': urls.stateful, '/__dev-backend': urls.controls });
    expect(proxy['/__stateful']?.rewrite?.('/__stateful/api/v1/triggers')).toBe('/api/v1/triggers');
  });

  it("moves a stateful call under the stateful proxy's prefix, before Vite's proxy reads it", () => {
    const { plugin } = devBackends(urls);
    const middlewares: ((request: { url?: string; headers: object }, response: unknown, next: () => void) => void)[] =
      [];
    const server = { middlewares: { use: (middleware: (typeof middlewares)[number]) => middlewares.push(middleware) } };
    (plugin.configureServer as (server: unknown) => void)(server);
    const steer = (url: string, headers: object = {}) => {
      const request = { url, headers };
      middlewares[0]?.(request, undefined, () => undefined);
      return request.url;
    };
    expect(steer('/api/v1/triggers')).toBe('/__stateful/api/v1/triggers');
    expect(steer('/api/v1/triggers', { [mockScenarioHeader]: 'no-credits' })).toBe('/api/v1/triggers');
    expect(steer(devBackendResetPath)).toBe(devBackendResetPath);
  });
});
