// audit-allowlist.json: the advisories the project accepts, each with why and until when.
import { readFileSync } from 'node:fs';
import * as z from 'zod';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD');

const entrySchema = z.object({
  /** The GHSA id (or npm's advisory number) as `pnpm audit --json` reports it. */
  id: z.string().min(1),
  package: z.string().min(1),
  /** Why the project is not exposed, or why it waits: a reviewer must be able to check it. */
  reason: z.string().min(20, 'a reason a reviewer can check (20 characters at least)'),
  /** After this day the entry no longer accepts the advisory: look again, then move the date. */
  reviewBy: isoDate,
});

export const allowlistSchema = z.object({ $comment: z.string().optional(), advisories: z.array(entrySchema) }).strict();

export type AllowlistEntry = z.infer<typeof entrySchema>;

export function readAllowlist(path: string): AllowlistEntry[] {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`${path} could not be read as JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  const parsed = allowlistSchema.safeParse(json);
  if (!parsed.success) throw new Error(`${path} is not a valid allowlist:\n${z.prettifyError(parsed.error)}`);
  return parsed.data.advisories;
}
