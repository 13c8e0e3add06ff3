import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import postcss, { type AtRule, type Node } from 'postcss';
import { describe, expect, it } from 'vitest';

// CSS newer than the oldest supported engines (docs/supported-clients.md) is fine behind a feature query whose
// other branch still works there. Lightning CSS lowers what it can for the build target (prefixes, selector lists
// with :focus-visible); these cannot be lowered, and an engine without them drops the whole declaration or rule.
const newerFeatures = [
  { name: 'color-mix()', since: 'iOS 16.2, Chrome 111', inValue: /color-mix\(/, supports: /color-mix\(/ },
  {
    name: 'dynamic viewport units',
    since: 'iOS 15.4, Chrome 108',
    inValue: /\d(dvh|svh|lvh|dvw)\b/,
    supports: /\d(dvh|svh|lvh)\b/,
  },
  { name: ':has()', since: 'iOS 15.4, Chrome 105', inSelector: /:has\(/, supports: /selector\(:has\(/ },
  { name: 'container queries', since: 'iOS 16, Chrome 105', atRule: 'container', supports: /container-type/ },
  {
    name: 'content-visibility',
    since: 'iOS 18, Chrome 85',
    inProperty: /^content-visibility$/,
    supports: /content-visibility/,
  },
];

const root = process.cwd();
const stylesheets = readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.css') && !file.startsWith(`dev${path.sep}`))
  .map((file) => path.join('src', file));

/** Whether `node` sits inside an `@supports` whose condition tests the feature. */
function guarded(node: Node, supports: RegExp): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (parent.type === 'atrule' && (parent as AtRule).name === 'supports' && supports.test((parent as AtRule).params))
      return true;
  }
  return false;
}

function unguardedUses(css: string, file: string): string[] {
  const found: string[] = [];
  const tree = postcss.parse(css, { from: file });
  for (const feature of newerFeatures) {
    const report = (node: Node, what: string) => {
      if (!guarded(node, feature.supports))
        found.push(`${file}:${node.source?.start?.line}: ${feature.name} (${feature.since}) in ${what}`);
    };
    tree.walkDecls((decl) => {
      if (
        (feature.inValue && feature.inValue.test(decl.value)) ||
        (feature.inProperty && feature.inProperty.test(decl.prop))
      )
        report(decl, decl.prop);
    });
    if (feature.inSelector)
      tree.walkRules((rule) => void (feature.inSelector.test(rule.selector) && report(rule, rule.selector)));
    if (feature.atRule) {
      tree.walkAtRules(feature.atRule, (rule) => {
        // A container query needs a fallback for engines without it: the same file's @supports not (container-type…).
        if (!/@supports not \(container-type/.test(css))
          found.push(
            `${file}:${rule.source?.start?.line}: ${feature.name} (${feature.since}) without an @supports not fallback`,
          );
      });
    }
  }
  return found;
}

describe('stylesheets work in the oldest supported engines', () => {
  it('finds the stylesheets', () => {
    expect(stylesheets).toContain(path.join('src', 'shared', 'styles', 'global.css'));
  });

  it('use features newer than the oldest engines only behind a feature query', () => {
    const found = stylesheets.flatMap((file) => unguardedUses(readFileSync(path.join(root, file), 'utf8'), file));
    expect(found).toEqual([]);
  });

  it('the check finds each unguarded feature', () => {
    const css =
      '.a{color:color-mix(in srgb,red 50%,blue)}.b{height:100dvh}.c:has(.d){color:red}@container (width>1px){.e{color:red}}.f{content-visibility:auto}';
    expect(unguardedUses(css, 'x.css')).toHaveLength(5);
    const guardedCss =
      '@supports (color:color-mix(in srgb,red,red)){.a{color:color-mix(in srgb,red 50%,blue)}}@supports (height:100dvh){.b{height:100dvh}}' +
      '@supports selector(:has(a)){.c:has(.d){color:red}}@container (width>1px){.e{color:red}}@supports not (container-type: inline-size){.e{color:red}}' +
      '@supports (content-visibility:auto){.f{content-visibility:auto}}';
    expect(unguardedUses(guardedCss, 'x.css')).toEqual([]);
  });
});
