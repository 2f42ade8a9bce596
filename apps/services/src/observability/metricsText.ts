// The metrics endpoint's text format read back into samples, for what scrapes it without a
// Prometheus (the tests, the bench's side-by-side figures). Each sample line is
// `name{label="value",…} value [timestamp]`; comment and blank lines are skipped.
import { z } from 'zod';

export interface MetricSample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const SAMPLE_LINE = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)(?: -?\d+)?$/;
const LABEL = /([a-zA-Z_]\w*)="((?:[^"\\]|\\.)*)",?/g;
const ESCAPED = /\\(.)/g;

const nameSchema = z.string().regex(/^[a-zA-Z_:][\w:]*$/);
/** A float as Go reads one: a decimal, or `Inf` and `NaN` in any case (prom-client writes NaN as `Nan`). */
const valueSchema = z
  .string()
  .regex(/^(?:[+-]?inf|nan|[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)$/i)
  .transform((text) => (/inf$/i.test(text) ? (text.startsWith('-') ? -Infinity : Infinity) : /nan/i.test(text) ? NaN : Number(text)));

const unescape = (text: string) => text.replace(ESCAPED, (_, char: string) => (char === 'n' ? '\n' : char));

function parseLabels(text: string): Record<string, string> {
  const labels: Record<string, string> = {};
  let read = 0;
  for (const [whole, key, value] of text.matchAll(LABEL)) {
    labels[key!] = unescape(value!);
    read += whole.length;
  }
  if (read !== text.length) throw new Error(`metrics text: a label set not understood: {${text}}`);
  return labels;
}

/** Every sample in `text`; throws naming the first line it cannot read. */
export function parseMetricsText(text: string): MetricSample[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => {
      const [, name, labels = '', value] = SAMPLE_LINE.exec(line) ?? [];
      if (name === undefined || value === undefined) throw new Error(`metrics text: a line not understood: ${line}`);
      return { name: nameSchema.parse(name), labels: parseLabels(labels), value: valueSchema.parse(value) };
    });
}

/** The sum of the samples of `name` whose labels include `labels`: 0 when there is none. */
export function sampleSum(samples: readonly MetricSample[], name: string, labels: Record<string, string> = {}): number {
  return samples.filter((sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value)).reduce((sum, sample) => sum + sample.value, 0);
}
