// `npm test`: type check, lint and the dead-code check side by side; then two lanes side by side,
// the unit and API tests then the fault tests, and the production build then the PGlite process
// tests and the browser tests; at the end, how long each stage took.
import { spawn } from "node:child_process";
import { ensureChromium } from "./ensure-chromium.mjs";
import { ensureDovecot } from "./ensure-dovecot.mjs";

const timings = [];
const FAILED_TAIL_LINES = 70;

/** Runs one command; with `quiet`, its output is held and printed whole when it ends. */
function run(label, cmd, args, { env = {}, quiet = false } = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit",
      env: { ...process.env, ...env },
    });
    const out = [];
    if (quiet) {
      child.stdout.on("data", (b) => out.push(b));
      child.stderr.on("data", (b) => out.push(b));
    }
    if (!quiet) console.log(`\n> ${cmd} ${args.join(" ")}`);
    child.on("close", (code, signal) => {
      const seconds = (Date.now() - started) / 1000;
      timings.push({ label, seconds });
      if (quiet) {
        console.log(`\n> ${cmd} ${args.join(" ")}`);
        process.stdout.write(Buffer.concat(out));
      }
      resolve({ label, cmd, args, code: code ?? 1, signal, output: quiet ? Buffer.concat(out).toString("utf8") : "" });
    });
  });
}

function failIfAny(results) {
  const failed = results.filter((r) => r.code !== 0);
  if (failed.length === 0) return;
  for (const r of failed) console.error(`\n${r.cmd} ${r.args.join(" ")} failed (exit ${r.signal ?? r.code})`);
  printTimings();
  // A stage that ends early prints its output long before the run ends, and a log read from its end
  // would miss why it failed: the end of each failed stage's output comes again, last.
  for (const r of failed) {
    const lines = r.output.trimEnd().split("\n");
    console.error(`\nThe last ${Math.min(lines.length, FAILED_TAIL_LINES)} lines of ${r.label}:`);
    console.error(lines.slice(-FAILED_TAIL_LINES).join("\n"));
  }
  process.exit(failed[0].code || 1);
}

/** Independent stages that each use one core: run together, outputs printed one after the other. */
async function together(...stages) {
  failIfAny(await Promise.all(stages.map(([label, cmd, args, options]) => run(label, cmd, args, { ...options, quiet: true }))));
}

/** Stages one after the other, output held, stopping at the first that fails: one lane beside another. */
async function lane(...stages) {
  const results = [];
  for (const [label, cmd, args, options] of stages) {
    const result = await run(label, cmd, args, { ...options, quiet: true });
    results.push(result);
    if (result.code !== 0) break;
  }
  return results;
}

function printTimings() {
  const total = timings.reduce((sum, t) => sum + t.seconds, 0);
  console.log("\nStage times (seconds; stages run side by side overlap):");
  for (const t of timings) console.log(`  ${t.label.padEnd(28)} ${t.seconds.toFixed(1).padStart(7)}`);
  console.log(`  ${"sum of stages".padEnd(28)} ${total.toFixed(1).padStart(7)}`);
  console.log(`  ${"wall clock".padEnd(28)} ${((Date.now() - startedAt) / 1000).toFixed(1).padStart(7)}`);
}

const startedAt = Date.now();

await together(
  ["type check", "npx", ["tsc", "--noEmit", "-p", "."]],
  ["lint", "npx", ["eslint", "--max-warnings", "0", "."]],
  // Dead files, exports and dependencies (knip.config.ts); then, without the tests, exports only tests use.
  ["dead code", "sh", ["-c", "npx knip && npx knip --production"]],
);
// The IMAP tests start their own Dovecot (Debian's dovecot-imapd, installed here when missing).
const dovecot = ensureDovecot();
const chrome = ensureChromium();
// Two lanes, one per core, of about the same length (about 15 minutes each in CI). One: the unit
// and API tests (in one worker thread), then the fault tests (load, database restart, SIGTERM, two
// processes, hostile input; they need the build and real PostgreSQL, which CI gives through
// TEST_DATABASE_URL, and start servers of their own). The other: the production build, then the
// PGlite process tests (real server processes on embedded databases: the PGLITE_DIR lock, crashes,
// backups) and the browser tests. No unit or API test reads dist/; the build is long done when the
// fault tests need it.
const build = run("production build", "npm", ["run", "build"], { quiet: true });
const faults = process.env.TEST_DATABASE_URL ? [["fault tests", "npx", ["vitest", "run", "--project", "faults"]]] : [];
const lanes = await Promise.all([
  lane(["unit and API tests", "npx", ["vitest", "run", "--project", "unit-node", "--project", "unit-dom", "--project", "api"], { env: { DOVECOT_PATH: dovecot } }]).then(async (done) =>
    done.every((r) => r.code === 0) && (await build).code === 0 ? [...done, ...(await lane(...faults))] : done,
  ),
  build.then(async (built) =>
    built.code === 0
      ? [built, ...(await lane(["PGlite process tests", "npx", ["vitest", "run", "--project", "pglite"]], ["browser and build tests", "npx", ["vitest", "run", "--project", "e2e"], { env: { CHROME_PATH: chrome } }]))]
      : [built],
  ),
]);
failIfAny(lanes.flat());
if (!process.env.TEST_DATABASE_URL) console.log("\nFault tests need real PostgreSQL: set TEST_DATABASE_URL to run them (CI does).");

printTimings();
