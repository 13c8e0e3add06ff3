import path from 'node:path';

/** What only makes sense outside the repository: a section of another document, a tracker number, a machine path. */
const outside = [
  // Another document and its numbered sections (the product spec, a section sign).
  /\bSPEC\b/,
  /§/,
  // A tracker's numbers: after 'issue', 'see', 'fixed in' and the like, in parentheses, or opening a line or
  // following a space. A colour is six or eight digits (`#707579`), or follows a quote, colon or comma, or is followed by `;`, `,` or `)`.
  /\b(?:issues?|PR|pull request|tickets?|bugs?|tasks?|see|fix(?:es|ed)?|close[sd]?|resolve[sd]?|refs?)\s*#\d+/i,
  /\(#\d+\)/,
  /(?:^|\s)#(?!(?:\d{6}|\d{8})\b)\d+(?![\w;,)])/,
  // A machine's home and work folders, its temporary folder (os.tmpdir() is fine), a folder beside the checkout.
  /\/(?:work|home|Users|root)\//,
  /(?<![\w.~-])\/tmp\//,
  /\.\.\/shared\//,
];

export function outsideReferences(text: string): { line: number; text: string }[] {
  return text
    .split('\n')
    .map((content, index) => ({ line: index + 1, text: content.trim() }))
    .filter((hit) => outside.some((pattern) => pattern.test(hit.text)));
}

/** The docs/ pages a file names, e.g. in a comment `(docs/triggers.md)`. */
export function docsReferences(text: string): string[] {
  return [...text.matchAll(/\bdocs\/[\w-]+\.md\b/g)].map((match) => match[0]);
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(markdown: string): Set<string> {
  return new Set([...markdown.matchAll(/^#{1,6}\s+(.+)$/gm)].map((match) => anchorOf(match[1] ?? '')));
}

/**
 * The relative links of the Markdown page `page` whose file or anchor does not exist. `read` returns a file's
 * text by its path from the repository root, or undefined when there is no such file.
 */
export function brokenLinks(page: string, markdown: string, read: (file: string) => string | undefined): string[] {
  const broken: string[] = [];
  for (const match of markdown.matchAll(/\]\(([^)\s]+)\)/g)) {
    const link = match[1] ?? '';
    if (/^[a-z]+:/i.test(link)) continue;
    const [file = '', anchor] = link.split('#');
    const target = file ? path.posix.normalize(path.posix.join(path.posix.dirname(page), file)) : page;
    const text = file ? read(target) : markdown;
    if (text === undefined || (anchor && target.endsWith('.md') && !anchorsOf(text).has(anchor)))
      broken.push(`${page} → ${link}`);
  }
  return broken;
}
