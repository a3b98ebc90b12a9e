// `npm test`: type check, lint, dead-code check, unit and API tests, then a production build, the PGlite process tests
// and the browser tests against it.
import { spawnSync } from "node:child_process";
import { ensureChromium } from "./ensure-chromium.mjs";

function run(cmd, args, env = {}) {
  console.log(`\n> ${cmd} ${args.join(" ")}`);
  const r = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (r.status !== 0) {
    console.error(`\n${cmd} ${args.join(" ")} failed (exit ${r.status ?? r.signal})`);
    process.exit(r.status ?? 1);
  }
}

run("npx", ["tsc", "--noEmit", "-p", "."]);
run("npx", ["eslint", "--max-warnings", "0", "."]);
// Dead files, exports and dependencies (knip.config.ts).
run("npx", ["knip"]);
run("npx", ["vitest", "run", "--project", "unit", "--project", "api"]);
run("npm", ["run", "build"]);
// The embedded database against real server processes: the PGLITE_DIR lock, crashes, backups.
run("npx", ["vitest", "run", "--project", "pglite"]);
const chrome = ensureChromium();
run("npx", ["vitest", "run", "--project", "e2e"], { CHROME_PATH: chrome });

// Fault tests (load, database restart, SIGTERM, two processes, hostile input) need a real
// PostgreSQL server; CI provides one through TEST_DATABASE_URL.
if (process.env.TEST_DATABASE_URL) run("npx", ["vitest", "run", "--project", "faults"]);
else console.log("\nFault tests need real PostgreSQL: set TEST_DATABASE_URL to run them (CI does).");
