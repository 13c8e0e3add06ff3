import { bootHandoff } from './handoff';

/**
 * The answer the boot script already has on its way for this request, if any (handoff.ts): only a GET of the same
 * seller's launch (a reload inside the app carries the same init data, another launch other data), each answer
 * once. Asking sends the reads at once if the boot script has not yet. Given to the API client by main.tsx.
 */
export function takeStartRead(request: Request): Promise<Response> | undefined {
  const reads = bootHandoff()?.startReads;
  if (!reads || request.method !== 'GET') return undefined;
  if (request.headers.get('x-init-data') !== reads.initData) return undefined;
  reads.send?.();
  const url = new URL(request.url);
  const key = url.pathname + url.search;
  const answer = reads.answers[key];
  delete reads.answers[key];
  return answer;
}
