// Production builds name each CSS module class by a short hash of its file and local name (`_k3f9`) instead of
// Vite's `_local_hash_line`: class names are written three times in the first load (the CSS inlined in index.html,
// the boot screen's markup and the JS that sets them), so their length is bytes of it. Deterministic: the same file
// and class get the same name in every build, so the app and the boot screen (built separately in one process)
// agree. Development and test builds keep the readable names.
import { createHash } from 'node:crypto';
import path from 'node:path';

/** A CSS modules `generateScopedName` for the project in `root`: short, deterministic, never the same for two classes. */
export function shortClassNames(root: string): (local: string, file: string) => string {
  const byKey = new Map<string, string>();
  const taken = new Set<string>();
  return (local, file) => {
    const key = `${path.relative(root, file.replace(/\?.*$/, ''))}:${local}`;
    const known = byKey.get(key);
    if (known) return known;
    // Four base-36 digits (1.7 million names) for a few hundred classes; a rare clash takes the next salted hash.
    for (let salt = 0; ; salt += 1) {
      const hash = createHash('sha256')
        .update(salt === 0 ? key : `${key}#${salt}`)
        .digest();
      const name = `_${(hash.readUInt32BE(0) % 36 ** 4).toString(36).padStart(4, '0')}`;
      if (taken.has(name)) continue;
      taken.add(name);
      byKey.set(key, name);
      return name;
    }
  };
}
