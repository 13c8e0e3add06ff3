import { createReferenceServer } from '../../tools/reference-server/server.mjs';
import { signInitData } from '../../scripts/lib/init-data.mjs';

/**
 * A reference server on a clock the test moves, listening on a free port, and a GET of its API as one seller
 * (init data signed anew at the clock's time).
 */
export async function startReferenceServer({ seller, startAt }: { seller: number; startAt: string }) {
  const botToken = 'reference-server-test';
  let time = Date.parse(startAt);
  const server = createReferenceServer({ botToken, now: () => time });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const get = async <Body>(path: string) => {
    const initData = signInitData({ botToken, user: { id: seller }, authDate: Math.floor(time / 1000) });
    const response = await fetch(`http://127.0.0.1:${port}/api/v1/${path}`, { headers: { 'x-init-data': initData } });
    return { status: response.status, headers: response.headers, body: (await response.json()) as Body };
  };
  return { server, get, advance: (ms: number) => (time += ms) };
}
