import { waitFor } from "./smtp";

/**
 * The desk's timed rounds (server/jobs/desk-ticks.ts) in server processes run with DESK_TICK_MS short and
 * LOG_LEVEL=debug, counted by the line each process logs when a round has run: a test waits for
 * rounds to have happened instead of for the time they usually take.
 */
export const FAST_ROUNDS = { DESK_TICK_MS: "300", LOG_LEVEL: "debug" };

const roundsOf = (server: { output(): string }) => server.output().split('"msg":"desk round done"').length - 1;

/**
 * Resolves once each server has finished `n` more rounds than it had when called. Two make sure
 * one whole round ran after the call (the first may have been under way already).
 */
export async function moreRounds(servers: { output(): string }[], n = 2): Promise<void> {
  const from = servers.map(roundsOf);
  await waitFor(`${n} more desk rounds in ${servers.length} processes`, () => servers.every((s, i) => roundsOf(s) >= from[i] + n), 30_000, 50);
}

/** The last `lines` lines each server logged, leaving out the rounds' own lines. */
function logTails(servers: { output(): string }[], lines = 40): string {
  return servers
    .map((s, i) => `--- server ${i + 1}:\n${s.output().split("\n").filter((l) => l && !l.includes('"msg":"desk round done"')).slice(-lines).join("\n")}`)
    .join("\n");
}

/** `waitFor`, whose timeout says what the servers logged last: the mail they sent or failed to. */
export async function waitForServers(what: string, servers: { output(): string }[], check: () => boolean | Promise<boolean>, ms: number, every: number): Promise<void> {
  try {
    await waitFor(what, check, ms, every);
  } catch (err) {
    throw new Error(`${(err as Error).message}\n${logTails(servers)}`);
  }
}
