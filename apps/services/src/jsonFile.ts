// The configuration files a person writes (chains, wallets): read, parsed as JSON and checked by a
// schema, with an error that names the file and every bad field.
import { readFileSync } from 'node:fs';
import type { z } from 'zod';

/** Where a zod issue is, as `[3].id`, or `(top)`. */
const pathOf = (path: readonly PropertyKey[]) => path.map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`)).join('') || '(top)';

/** The text parsed and checked; `fail` makes the error to throw (the first 20 bad fields are named). */
export function parseJsonFile<S extends z.ZodType>(text: string, schema: S, source: string, what: string, fail: (message: string) => Error): z.output<S> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw fail(`${source} is not JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const lines = parsed.error.issues.slice(0, 20).map((issue) => `${pathOf(issue.path)}: ${issue.message}`);
    throw fail(`${source} is not a valid ${what}:\n  ${lines.join('\n  ')}`);
  }
  return parsed.data;
}

/** The file read, then parsed as parseJsonFile does. */
export function readJsonFile<S extends z.ZodType>(path: string, schema: S, what: string, fail: (message: string) => Error): z.output<S> {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw fail(`Cannot read the ${what} ${path}: ${error instanceof Error ? error.message : String(error)}`);
  }
  return parseJsonFile(text, schema, path, what, fail);
}

/** A refinement for an array of items with an `id`: each id once, a second one named as listed twice. */
export function idsOnce(items: readonly { id: string }[], ctx: z.RefinementCtx): void {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    if (seen.has(item.id)) ctx.addIssue({ code: 'custom', path: [index, 'id'], message: `${item.id} is listed twice` });
    seen.add(item.id);
  });
}
