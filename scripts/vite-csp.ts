// Content-Security-Policy of production builds. A <meta http-equiv> written into the emitted HTML once
// every other plugin is done with it, carrying the sha256 of each inline <script> and <style> that HTML then holds
// (the boot script and the boot screen's styles of index.html, the start view's CSS inlined by
// scripts/vite-first-load.ts): the hashes are computed from the final markup, so they cannot drift from it. Dev
// server and e2e builds get no policy.
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

export interface CspOptions {
  /** Where the API lives when it is not the app's own origin (VITE_API_BASE_URL); relative or empty: none. */
  apiBaseUrl?: string;
  /** Origins of images the API links to (product photos on the marketplace's CDN), e.g. 'https://*.example.ru'. */
  imageHosts?: readonly string[];
}

const comment = /<!--[\s\S]*?-->/g;
// Elements without a src attribute only: a script with src is covered by 'self'.
const inlineScript = /<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;
const inlineStyle = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;

/** A CSP hash source for the exact text of an inline element. */
export function hashSource(content: string): string {
  return `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`;
}

function hashesOf(html: string, element: RegExp): string[] {
  return [...new Set([...html.replace(comment, '').matchAll(element)].map((match) => hashSource(match[1] ?? '')))];
}

function originOf(url: string | undefined): string | undefined {
  return url && URL.canParse(url) ? new URL(url).origin : undefined;
}

/**
 * The policy for one HTML document: scripts, styles, data and everything else from the app's own origin (which
 * serves /api), plus the hashed inline elements of that document. Telegram needs no source: the bundled SDK talks
 * to the client through postMessage or the native WebView bridge, which CSP does not govern.
 */
export function policyFor(html: string, { apiBaseUrl, imageHosts = [] }: CspOptions = {}): string {
  const join = (...sources: (string | undefined)[]) => sources.filter(Boolean).join(' ');
  return [
    "default-src 'self'",
    `script-src ${join("'self'", ...hashesOf(html, inlineScript))}`,
    `style-src ${join("'self'", ...hashesOf(html, inlineStyle))}`,
    // data: for the empty favicon of index.html (`data:,`).
    `img-src ${join("'self'", 'data:', ...imageHosts)}`,
    `connect-src ${join("'self'", originOf(apiBaseUrl))}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

/** The HTML with the policy as the first thing after <meta charset>: a meta CSP only governs what follows it. */
export function withPolicy(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}" />`;
  const charset = /<meta\s+charset=[^>]*>/i.exec(html);
  if (charset) return html.replace(charset[0], `${charset[0]}\n    ${meta}`);
  const head = /<head[^>]*>/i.exec(html);
  if (!head) throw new Error('content-security-policy: no <head> to put the policy in');
  return html.replace(head[0], `${head[0]}\n    ${meta}`);
}

export function contentSecurityPolicy(options: Omit<CspOptions, 'apiBaseUrl'> = {}): Plugin {
  let apiBaseUrl: string | undefined;
  return {
    name: 'content-security-policy',
    apply: (_config, env) => env.command === 'build' && env.mode === 'production',
    configResolved(config) {
      const configured: unknown = config.env.VITE_API_BASE_URL;
      apiBaseUrl = typeof configured === 'string' ? configured : undefined;
    },
    generateBundle: {
      // After Vite has written the HTML and every other plugin has changed it.
      order: 'post',
      handler(_outputOptions, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== 'asset' || !file.fileName.endsWith('.html')) continue;
          const html = typeof file.source === 'string' ? file.source : new TextDecoder().decode(file.source);
          file.source = withPolicy(html, policyFor(html, { ...options, apiBaseUrl }));
        }
      },
    },
  };
}
