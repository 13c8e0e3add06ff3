// The stateful backend of `npm run dev`: the reference server (tools/reference-server) keeps the session's
// data in memory, seeded from the contract's examples, so creations, edits, toggles, archives, deletions and payments
// stay until the dev server stops or the dev panel resets them. `npm run dev` puts Prism in front of it as a
// validating proxy. Two things make it read like a backend of today for the simulated seller:
// - dates: the reference server lives on the examples' day (its clock runs that many days behind); requests' dates
//   move back to it and answers' dates forward to today, as Prism's examples do in the page (example-dates.js);
// - identity: the simulated Telegram client's init data is not signed, so it is signed here again for the same user
//   (a call without init data stays without, and is refused as a real backend would).
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { createReferenceServer } from './server.mjs';
import { daysSinceExamples, shiftDates } from '../../src/dev/example-dates.js';
import {
  devBackendMarketMovePath,
  devBackendResetPath,
  devBackendStarsPaidPath,
} from '../../src/dev/dev-backend-routes.js';
import { signInitData } from '../../scripts/lib/init-data.mjs';

const dayMs = 24 * 60 * 60 * 1000;
const host = '127.0.0.1';
/** Headers of the reference server's answers worth passing on (the rest are the connection's). */
const answerHeaders = ['content-type', 'retry-after', 'idempotent-replayed', 'cache-control'];

/**
 * @param {http.Server} server
 * @returns {Promise<string>} its URL once it listens on a free port
 */
function listen(server) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      resolve(`http://${host}:${typeof address === 'object' && address ? address.port : 0}`);
    });
  });
}

/** @param {http.Server} server */
const close = (server) => new Promise((resolve) => server.close(() => resolve(undefined)));

/**
 * @param {http.IncomingMessage} request
 * @returns {Promise<string>}
 */
async function bodyOf(request) {
  /** @type {Buffer[]} */
  const chunks = [];
  for await (const chunk of request) chunks.push(/** @type {Buffer} */ (chunk));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * `text` with its dates moved by `days` when it is JSON; as it is otherwise.
 * @param {string} text
 * @param {number} days
 */
function shiftJson(text, days) {
  if (!text || days === 0) return text;
  try {
    return JSON.stringify(shiftDates(JSON.parse(text), days));
  } catch {
    return text;
  }
}

/**
 * The same user's init data, signed with `botToken` at `authDateMs`; undefined when it names no user.
 * @param {string} raw
 * @param {string} botToken
 * @param {number} authDateMs
 */
function resigned(raw, botToken, authDateMs) {
  try {
    const user = JSON.parse(new URLSearchParams(raw).get('user') ?? '');
    return signInitData({ botToken, user, authDate: Math.floor(authDateMs / 1000) });
  } catch {
    return undefined;
  }
}

/**
 * Starts the stateful backend on a free port of 127.0.0.1.
 * @param {{ now?: () => number }} [options] now: today's clock (tests fix it)
 * @returns {Promise<{ url: string, reset: () => Promise<void>, close: () => Promise<void> }>}
 */
export async function startDevBackend({ now = () => Date.now() } = {}) {
  // Only this process signs and checks it.
  const botToken = randomUUID();
  const daysAhead = () => daysSinceExamples(new Date(now()));
  /** The reference server's clock: the examples' day, at today's time of day. */
  const examplesNow = () => now() - daysAhead() * dayMs;
  const startReference = async () => {
    const server = createReferenceServer({ botToken, now: examplesNow });
    return { server, url: await listen(server) };
  };
  let reference = await startReference();

  const reset = async () => {
    const previous = reference;
    reference = await startReference();
    await close(previous.server);
  };

  /**
   * @param {http.IncomingMessage} request
   * @param {http.ServerResponse} response
   */
  async function handle(request, response) {
    if (request.method === 'POST' && request.url === devBackendResetPath) {
      await reset();
      response.writeHead(204).end();
      return;
    }
    if (request.method === 'POST' && request.url === devBackendMarketMovePath) {
      reference.server.simulate.moveMarket();
      response.writeHead(204).end();
      return;
    }
    if (request.method === 'POST' && request.url === devBackendStarsPaidPath) {
      const { invoiceLink } = /** @type {{ invoiceLink?: unknown }} */ (JSON.parse((await bodyOf(request)) || '{}'));
      const paid =
        typeof invoiceLink === 'string' ? reference.server.simulate.completeStarsPayment(invoiceLink) : undefined;
      response.writeHead(paid ? 204 : 404).end();
      return;
    }
    const days = daysAhead();
    /** @type {Record<string, string>} */
    const headers = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string' && !['host', 'content-length', 'connection'].includes(name)) headers[name] = value;
    }
    const initData = headers['x-init-data'];
    if (initData !== undefined) {
      const signed = resigned(initData, botToken, examplesNow());
      if (signed) headers['x-init-data'] = signed;
    }
    const raw = await bodyOf(request);
    const answer = await fetch(`${reference.url}${request.url ?? '/'}`, {
      method: request.method ?? 'GET',
      headers,
      ...(raw ? { body: shiftJson(raw, -days) } : {}),
    });
    /** @type {Record<string, string>} */
    const passed = {};
    for (const name of answerHeaders) {
      const value = answer.headers.get(name);
      if (value !== null) passed[name] = value;
    }
    response.writeHead(answer.status, passed).end(shiftJson(await answer.text(), days));
  }

  const front = http.createServer((request, response) => {
    handle(request, response).catch((/** @type {unknown} */ error) => {
      console.error(error);
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
      response.end('The stateful backend failed; see the dev server output.');
    });
  });
  const url = await listen(front);
  return {
    url,
    reset,
    close: async () => {
      await Promise.all([close(front), close(reference.server)]);
    },
  };
}
