// npm run bench:hostile-text — how long the text rules that read what strangers send take as their
// input grows: the greeting's name check, the crawler check and the reply parser. Each input is
// timed at one size and at four times that size; a rule that reads its input in linear time (or
// only a bounded part of it) stays within about four times its first figure. Figures, not a verdict:
// the unit tests prove the behaviour, and time on a shared machine is no test.
import { performance } from "node:perf_hooks";
import { greetingName } from "../server/mail/greeting";
import { isCrawler } from "../server/visits/crawlers";
import { visibleText } from "../server/mail/inbound/parse";

const RUNS = Number(process.env.BENCH_RUNS || 5);

const CASES: { name: string; input: (n: number) => string; run: (s: string) => unknown; size: number }[] = [
  { name: "greeting name, \"a '\" repeated", input: (n) => `${"a '".repeat(n)}!`, run: greetingName, size: 20_000 },
  { name: "crawler check, long header", input: (n) => `Mozilla/5.0 ${"a".repeat(n)}`, run: isCrawler, size: 5_000_000 },
  { name: "reply parser, quoted lines", input: (n) => "> a\n".repeat(n), run: visibleText, size: 100_000 },
];

/** The fastest of RUNS runs, in milliseconds: the least disturbed by other work on the machine. */
function fastest(run: (s: string) => unknown, input: string): number {
  let best = Infinity;
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    run(input);
    best = Math.min(best, performance.now() - t0);
  }
  return best;
}

for (const c of CASES) {
  const small = fastest(c.run, c.input(c.size));
  const large = fastest(c.run, c.input(c.size * 4));
  console.log(`${c.name.padEnd(34)} ${c.size.toLocaleString("en")}: ${small.toFixed(2)} ms, ×4: ${large.toFixed(2)} ms (ratio ${(large / Math.max(small, 0.01)).toFixed(1)})`);
}
