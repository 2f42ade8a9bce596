// The services' log lines kept in memory (pino's destination is any object with `write`), for the
// tests that read what was logged.
import { z } from 'zod';

const logLineSchema = z.looseObject({ level: z.string(), time: z.string(), msg: z.string() });
export type LogLine = z.infer<typeof logLineSchema>;

export class LogCapture {
  text = '';
  readonly destination = { write: (line: string) => void (this.text += line) };

  /** Every line, each parsed as JSON (a line that is not JSON fails the test). */
  lines(): LogLine[] {
    return this.text
      .split('\n')
      .filter(Boolean)
      .map((line) => logLineSchema.parse(JSON.parse(line)));
  }

  /** Forgets what was logged so far. */
  clear(): void {
    this.text = '';
  }
}
