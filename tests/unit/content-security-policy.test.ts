import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashSource, policyFor, withPolicy } from '../../scripts/vite-csp.ts';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const html = `<!doctype html>
<html>
  <head>
    <meta charset="UTF-8" />
    <!-- <script>not a script</script> -->
    <script>boot()</script>
    <style>.a{color:red}</style>
    <style>.a{color:red}</style>
    <script type="module" src="/assets/index.js"></script>
    <script type="module" crossorigin src="/assets/other.js"></script>
  </head>
  <body><style>.b{}</style></body>
</html>`;

describe('policyFor', () => {
  it('allows the inline scripts and styles of the document by hash, once each, and nothing commented out', () => {
    const policy = policyFor(html);
    expect(policy).toContain(`script-src 'self' ${sha256('boot()')};`);
    expect(policy).toContain(`style-src 'self' ${sha256('.a{color:red}')} ${sha256('.b{}')};`);
    expect(policy).not.toContain(sha256('not a script'));
    expect(hashSource('boot()')).toBe(sha256('boot()'));
  });

  it('confines everything else to the own origin, with the API and image hosts it is given', () => {
    expect(policyFor('<head></head>')).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'",
    );
    const policy = policyFor('<head></head>', {
      apiBaseUrl: 'https://api.example.ru/v1/',
      imageHosts: ['https://*.cdn.example.ru'],
    });
    expect(policy).toContain("connect-src 'self' https://api.example.ru;");
    expect(policy).toContain("img-src 'self' data: https://*.cdn.example.ru;");
    // A relative base URL is the own origin.
    expect(policyFor('<head></head>', { apiBaseUrl: '/api' })).toContain("connect-src 'self';");
  });
});

describe('withPolicy', () => {
  it('puts the meta tag right after <meta charset>, before anything it governs', () => {
    const result = withPolicy(html, "default-src 'self'");
    const meta = `<meta http-equiv="Content-Security-Policy" content="default-src 'self'" />`;
    expect(result.indexOf(meta)).toBeGreaterThan(result.indexOf('<meta charset'));
    expect(result.indexOf(meta)).toBeLessThan(result.indexOf('<script'));
  });

  it('falls back to the start of <head>, and refuses a document without one', () => {
    expect(withPolicy('<html><head><title>x</title></head></html>', 'p')).toBe(
      '<html><head>\n    <meta http-equiv="Content-Security-Policy" content="p" /><title>x</title></head></html>',
    );
    expect(() => withPolicy('<p>no head</p>', 'p')).toThrow(/no <head>/);
  });
});
