import type { z } from 'zod/mini';

/**
 * The line a form shows instead of its (hidden) main button: what the seller still has to choose, in the order
 * of the form, e.g. ['склад', 'тип поставки'] → 'Выберите склад и тип поставки'. Repeated names count once.
 */
export function missingFieldsText(names: readonly string[]): string | undefined {
  const unique = [...new Set(names)];
  if (unique.length === 0) return undefined;
  const last = unique.pop();
  return `Выберите ${unique.length > 0 ? `${unique.join(', ')} и ${last}` : last}`;
}

/**
 * The names of the fields with an issue, in the order of `names` (the form's order), from issue paths such as
 * a zod error's or a form's own rules; paths without a name are left out.
 */
export function missingFieldNames<Path extends string>(
  issuePaths: readonly string[],
  names: Readonly<Record<Path, string>>,
): string[] {
  const paths = new Set(issuePaths);
  return (Object.keys(names) as Path[]).filter((path) => paths.has(path)).map((path) => names[path]);
}

/** The field (first path segment) of each issue `schema` finds in `values`, in the schema's order; none when valid. */
export function schemaIssuePaths(schema: z.ZodMiniType, values: unknown): string[] {
  const result = schema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => String(issue.path[0]));
}
