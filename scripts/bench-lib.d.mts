// Types of the helpers of bench-lib.mjs that TypeScript benchmark scripts import.
export interface ThrowawayDatabase {
  url: string;
  /** The address without credentials, for printing. */
  shown: string;
  drop(): Promise<void>;
  /** Leaves the database in place (for EXPLAIN after a run). */
  keep(): Promise<void>;
}
export function throwawayDatabase(adminUrl?: string): Promise<ThrowawayDatabase>;
export function percentile(sorted: number[], p: number): number;
export function fmtMs(v: number): string;
