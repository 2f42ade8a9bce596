import type fcDefault from 'fast-check';
import type { Arbitrary, Parameters } from 'fast-check';

export type { Arbitrary };

export declare const fc: typeof fcDefault;
export declare const FUZZ_SEED_ENV: 'LATCH_FUZZ_SEED';
export declare const FUZZ_SCALE_ENV: 'LATCH_FUZZ_SCALE';
export declare const FUZZ_REPORT_DIR_ENV: 'LATCH_FUZZ_REPORT_DIR';
export declare const DEFAULT_FUZZ_SEED: number;
export declare function fuzzSeed(): number;
export declare function fuzzScale(): number;
export declare function fuzzRuns(base: number): number;
export declare function fuzzParameters(name: string, base: number): Required<Pick<Parameters<unknown>, 'seed' | 'numRuns' | 'endOnFailure'>>;
export declare function foreignOrigin(trusted: string): Arbitrary<string>;
export declare function oversized(): Arbitrary<unknown>;
export declare function hostileValue(): Arbitrary<unknown>;
export declare const JSON_CONTENT_TYPE: 'application/json';
export interface MalformedAnswer {
  text: string;
  contentType: string | undefined;
}
export declare function malformedJson(valid: unknown): Arbitrary<MalformedAnswer>;
export declare function corruptStoredValue(): Arbitrary<string>;
export interface FailureWatch {
  list(): string[];
  count(): number;
  stop(): void;
}
export declare function watchFailures(): FailureWatch;
/** What one suite saw: `generated` inputs, of which `accepted` were taken (or crashed) that should not have been. */
export interface FuzzCounts {
  generated: number;
  accepted: number;
  [detail: string]: number;
}
export declare function assertNoneTaken<T>(options: {
  name: string;
  /** The file name of the counts under LATCH_FUZZ_REPORT_DIR. */
  report: string;
  base: number;
  arbitrary: Arbitrary<T>;
  /** Answers true when the input was taken: it changed something it should not have. */
  feed: (input: T) => Promise<boolean> | boolean;
  failures?: FailureWatch;
}): Promise<FuzzCounts>;
export declare function reportFuzz(name: string, counts: FuzzCounts): void;
