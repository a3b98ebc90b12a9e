// `npm test`: type check, lint and the dead-code check side by side, the production build beside
// them; then two lanes side by side, the unit and API tests, the fault tests and half the PGlite
// process tests; and the other half, then the browser tests; with the two fault test files that
// mostly wait beside them. The first failure stops the rest; at the end, when each stage started
// and how long it took. Why this shape: docs/decisions/tests-in-lanes.md.
import { spawn } from "node:child_process";
import { ensureTestBrowser } from "./ensure-chromium.mjs";
import { ensureDovecot } from "./ensure-dovecot.mjs";

const timings = [];
const FAILED_TAIL_LINES = 70;
const running = new Set();
const startedAt = Date.now();

/** Stops every stage still running, with everything each started (each has its own process group). */
function stopAll(signal = "SIGTERM") {
  for (const child of running) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      /* already gone */
    }
  }
}

// The stages are detached, so a Ctrl-C on the terminal reaches only this script: it passes it on.
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    stopAll(signal);
    process.exit(130);
  });
}

// With TEST_REPORT_DIR set, each vitest stage also writes a JSON report there (every file's and
// test's duration): how docs/performance.md finds where a run's time went.
const REPORT_DIR = process.env.TEST_REPORT_DIR;

/** A vitest stage's arguments, with its JSON report when one is asked for. */
function reported(label, args) {
  if (!REPORT_DIR || args[0] !== "vitest") return args;
  const file = `${REPORT_DIR}/${label.replaceAll(" ", "-")}.json`;
  return [...args, "--reporter=default", "--reporter=json", `--outputFile.json=${file}`];
}

/**
 * Runs one command with its output held, printed whole when it ends. It resolves when the command
 * passed; the first that fails ends the whole run (`fail`).
 */
function run(label, cmd, givenArgs, { env = {} } = {}) {
  const args = reported(label, givenArgs);
  const started = Date.now();
  return new Promise((resolve) => {
    // Its own process group, so that a failure elsewhere can stop it with everything it started.
    const child = spawn(cmd, args, { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, ...env }, detached: true });
    running.add(child);
    const out = [];
    child.stdout.on("data", (b) => out.push(b));
    child.stderr.on("data", (b) => out.push(b));
    child.on("close", (code, signal) => {
      running.delete(child);
      timings.push({ label, seconds: (Date.now() - started) / 1000, startedAt: (started - startedAt) / 1000 });
      const output = Buffer.concat(out);
      console.log(`\n> ${cmd} ${args.join(" ")}`);
      process.stdout.write(output);
      if (code === 0) resolve();
      else fail({ label, cmd, args, code: code ?? 1, signal, output: output.toString("utf8") });
    });
  });
}

/** The first failure ends the run: the other stages are stopped, and its output's end comes last. */
function fail(result) {
  stopAll();
  console.error(`\n${result.cmd} ${result.args.join(" ")} failed (exit ${result.signal ?? result.code})`);
  printTimings();
  // A stage that ends early prints its output long before the run ends, and a log read from its end
  // would miss why it failed: the end of the failed stage's output comes again, last.
  const lines = result.output.trimEnd().split("\n");
  console.error(`\nThe last ${Math.min(lines.length, FAILED_TAIL_LINES)} lines of ${result.label}:`);
  console.error(lines.slice(-FAILED_TAIL_LINES).join("\n"));
  process.exit(result.code || 1);
}

function printTimings() {
  const total = timings.reduce((sum, t) => sum + t.seconds, 0);
  console.log("\nStage times (seconds; started is seconds after the run began; stages side by side overlap):");
  console.log(`  ${"stage".padEnd(28)} ${"started".padStart(7)} ${"took".padStart(7)}`);
  for (const t of timings) console.log(`  ${t.label.padEnd(28)} ${t.startedAt.toFixed(1).padStart(7)} ${t.seconds.toFixed(1).padStart(7)}`);
  console.log(`  ${"sum of stages".padEnd(28)} ${"".padStart(7)} ${total.toFixed(1).padStart(7)}`);
  console.log(`  ${"wall clock".padEnd(28)} ${"".padStart(7)} ${((Date.now() - startedAt) / 1000).toFixed(1).padStart(7)}`);
}

// The IMAP tests start their own Dovecot (Debian's dovecot-imapd, installed here when missing).
const dovecot = ensureDovecot();
const chrome = ensureTestBrowser();

// The production build starts with the checks: it reads what they read and nothing waits on it yet.
const build = run("production build", "npm", ["run", "build"]);
await Promise.all([
  run("type check", "npx", ["tsc", "--noEmit", "-p", "."]),
  run("lint", "npx", ["eslint", "--max-warnings", "0", "."]),
  // Dead files, exports and dependencies (knip.config.ts); then, without the tests, exports only tests use.
  run("dead code", "sh", ["-c", "npx knip && npx knip --production"]),
]);
// Two lanes, one per core, of about the same length. One: the unit and API tests (in one worker
// thread; no unit or API test reads dist/), then the fault tests (load, database restart, SIGTERM,
// two processes, hostile input; they need the build and real PostgreSQL, which CI gives through
// TEST_DATABASE_URL, and start servers of their own), then the PGlite process tests of the data's
// safety on disk (tests/pglite/security: owner-only files, the data key, the WAL after an erasure).
// The other: once the build is written, the rest of the PGlite process tests (tests/pglite/platform:
// the PGLITE_DIR lock, crashes, backups under load), then the browser tests. The fault tests and the
// unit and API tests' PostgreSQL runs stay apart: run together with everything else, a loaded machine
// made both fail on time limits. Beside both lanes, the two fault test files that spend their time
// waiting on clocks, not cores: the mail server down for a minute, and a killed process's IMAP lease
// (45 s) running out. Run after the other fault tests, they were 160 s of the first lane's end with a
// core idle.
const WAITING_FAULTS = ["tests/faults/mail/mail.test.ts", "tests/faults/mail/imap-two-processes.test.ts"];
await Promise.all([
  (async () => {
    await run("unit and API tests", "npx", ["vitest", "run", "--project", "unit-node", "--project", "unit-dom", "--project", "api"], { env: { DOVECOT_PATH: dovecot } });
    await build;
    if (process.env.TEST_DATABASE_URL) await run("fault tests", "npx", ["vitest", "run", "--project", "faults", ...WAITING_FAULTS.flatMap((f) => ["--exclude", f])]);
    await run("PGlite security tests", "npx", ["vitest", "run", "--project", "pglite", "tests/pglite/security"]);
  })(),
  (async () => {
    await build;
    if (process.env.TEST_DATABASE_URL) await run("fault tests that wait", "npx", ["vitest", "run", "--project", "faults", ...WAITING_FAULTS]);
  })(),
  (async () => {
    await build;
    await run("PGlite platform tests", "npx", ["vitest", "run", "--project", "pglite", "tests/pglite/platform"]);
    await run("browser and build tests", "npx", ["vitest", "run", "--project", "e2e"], { env: { CHROME_PATH: chrome } });
  })(),
]);
if (!process.env.TEST_DATABASE_URL) console.log("\nFault tests need real PostgreSQL: set TEST_DATABASE_URL to run them (CI does).");

printTimings();
