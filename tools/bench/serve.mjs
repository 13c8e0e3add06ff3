// A production-like static server for the benchmark: every file compressed once up front, Brotli for the clients
// that accept it (every supported one over HTTPS) and gzip for the others, as a CDN serves them,
// hashed assets cached forever, the rest revalidated by its ETag (a reopen gets `304 Not Modified`, not the page
// again), unknown paths answered with index.html, and /api proxied to Prism, each answer held back by `apiDelayMs`
// (a real backend's own time: Prism answers at once).
import { createHash } from 'node:crypto';
import { createServer, request as httpRequest } from 'node:http';
import { readFile, readdir } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** @type {Record<string, string>} */
const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};
const compressible = new Set(['.html', '.js', '.css', '.json', '.svg']);

/** @param {string} dir */
async function listFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** @typedef {{ raw: Buffer, gzip: Buffer | undefined, br: Buffer | undefined, type: string, immutable: boolean, etag: string }} ServedFile */

/**
 * Every file under `root` by its URL path.
 * @param {string} root
 */
async function loadFiles(root) {
  /** @type {Map<string, ServedFile>} */
  const files = new Map();
  for (const file of await listFiles(root)) {
    const raw = await readFile(file);
    const ext = extname(file);
    const urlPath = '/' + relative(root, file).split(sep).join('/');
    files.set(urlPath, {
      raw,
      gzip: compressible.has(ext) ? gzipSync(raw, { level: 9 }) : undefined,
      br: compressible.has(ext)
        ? brotliCompressSync(raw, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
          })
        : undefined,
      type: contentTypes[ext] ?? 'application/octet-stream',
      immutable: urlPath.startsWith('/assets/'),
      // Weak: the same content in every encoding, as a CDN marks it.
      etag: `W/"${createHash('sha256').update(raw).digest('base64url').slice(0, 22)}"`,
    });
  }
  return files;
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {number} apiPort
 */
function proxy(req, res, apiPort) {
  const upstream = httpRequest(
    {
      host: '127.0.0.1',
      port: apiPort,
      method: req.method,
      path: req.url,
      headers: { ...req.headers, host: `127.0.0.1:${apiPort}` },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    res.writeHead(502).end();
  });
  req.pipe(upstream);
}

/**
 * Serves `root` on 127.0.0.1:`port`; resolves to the listening server.
 * @param {{ root: string, port: number, apiPort: number, apiDelayMs?: number }} options
 */
export async function serveBuild({ root, port, apiPort, apiDelayMs = 0 }) {
  const files = await loadFiles(root);
  const index = files.get('/index.html');
  if (!index) throw new Error(`${root} holds no index.html: not a build.`);
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname.startsWith('/api/')) return void setTimeout(() => proxy(req, res, apiPort), apiDelayMs);
    const file = files.get(url.pathname) ?? index;
    const accepted = req.headers['accept-encoding'] ?? '';
    const encoding =
      /\bbr\b/.test(accepted) && file.br ? 'br' : /\bgzip\b/.test(accepted) && file.gzip ? 'gzip' : undefined;
    const body = (encoding && file[encoding]) ?? file.raw;
    const caching = {
      'cache-control': file.immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      etag: file.etag,
      vary: 'accept-encoding',
    };
    const known = (req.headers['if-none-match'] ?? '').split(/\s*,\s*/);
    if (known.includes(file.etag) || known.includes('*')) return void res.writeHead(304, caching).end();
    res.writeHead(200, {
      'content-type': file.type,
      'content-length': body.length,
      ...caching,
      ...(encoding ? { 'content-encoding': encoding } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(undefined));
  });
  return server;
}
