/** One validation error: the dotted field path ('warehouseIds', 'items.0.email', 'root.server') and its message. */
export interface FormError {
  path: string;
  message: string;
}

/** A zod-like issue (zod v4 `error.issues` items fit). */
export interface IssueLike {
  path: readonly PropertyKey[];
  message: string;
}

const META_KEYS = new Set(['type', 'message', 'ref', 'types']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Flattens react-hook-form's nested `formState.errors` into a list of `{ path, message }`, in field
 * order. Array-level messages (e.g. "at least one") and item messages are both kept; errors without
 * a message, DOM refs and cycles are skipped; the first message wins for a repeated path.
 */
export function flattenFormErrors(errors: unknown): FormError[] {
  const result: FormError[] = [];
  const seen = new Set<string>();
  const visited = new WeakSet<object>();

  const visit = (node: unknown, path: string[]) => {
    if (!isRecord(node) || visited.has(node)) return;
    visited.add(node);
    const message = node.message;
    const key = path.join('.');
    if (typeof message === 'string' && message !== '' && path.length > 0 && !seen.has(key)) {
      seen.add(key);
      result.push({ path: key, message });
    }
    const entries: [string, unknown][] = Array.isArray(node)
      ? node.map((value, index) => [String(index), value] as [string, unknown])
      : Object.entries(node).filter(([name]) => !META_KEYS.has(name));
    for (const [name, value] of entries) visit(value, [...path, name]);
  };

  visit(errors, []);
  return result;
}

/** Turns zod issues into `{ path, message }` (path segments joined with '.', an empty path becomes 'root'). */
export function issuesToFormErrors(issues: readonly IssueLike[]): FormError[] {
  return issues.map((issue) => ({
    path: issue.path.length > 0 ? issue.path.map((segment) => String(segment)).join('.') : 'root',
    message: issue.message,
  }));
}

/** The message for `path` in a flat error list, if any (first match). */
export function errorFor(errors: readonly FormError[], path: string): string | undefined {
  return errors.find((error) => error.path === path)?.message;
}
