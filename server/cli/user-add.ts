/**
 * npm run user:add -- <username> [--role admin|agent]
 * Reads the password from standard input (typed at a prompt that does not echo it, or piped), so it
 * never appears on screen, in the shell history or in the process list. Uses the same database
 * configuration as the server.
 */
import { STAFF_ROLES, type StaffRole } from "@shared/staff-roles";
import { loadConfig } from "../core/config";
import { openDatabase } from "../db";
import { DbLockedError } from "../db/lock";
import { createStorage, LastAdminError } from "../storage";
import { hashPassword } from "../auth/password";
import { passwordProblems } from "../auth/password-policy";
import { readSecret } from "./read-secret";
import { deskClockOf } from "../core/clock";

const USAGE = "Usage: npm run user:add -- <username> [--role admin|agent]   (the password is read from standard input)";

export function parseArgs(argv: string[]): { username: string; role?: StaffRole } | string {
  let username: string | undefined;
  let role: StaffRole | undefined;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--role" || a.startsWith("--role=")) {
      const value = a === "--role" ? argv[++i] : a.slice("--role=".length);
      if (!STAFF_ROLES.includes(value as StaffRole)) return `--role must be admin or agent, got "${value ?? ""}"`;
      role = value as StaffRole;
    } else if (a.startsWith("-")) return `Unknown option ${a}`;
    else if (username === undefined) username = a.trim();
    else return `Unexpected argument ${a}`;
  }
  if (!username || username.length > 255) return USAGE;
  return { username, role };
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (typeof args === "string") {
    console.error(args === USAGE ? USAGE : `${args}\n${USAGE}`);
    process.exit(2);
  }
  const config = loadConfig();
  // Opened before the password prompt, so a server holding PGLITE_DIR is reported before any typing.
  const database = await openDatabase({ url: config.databaseUrl, pgliteDir: config.pgliteDir });
  try {
    const password = await readSecret("Password: ");
    const problems = passwordProblems(password, args.username);
    if (problems.length) {
      console.error(`The password was refused: ${problems.join("; ")}.`);
      process.exitCode = 2;
      return;
    }
    const storage = createStorage(database.db, deskClockOf(config));
    const hash = await hashPassword(password, config.passwordHashCost);
    const existing = await storage.users.getUserByUsername(args.username);
    if (existing) {
      await storage.users.setPassword(existing.id, hash);
      if (args.role && args.role !== existing.role) await storage.users.changeStaff(existing.id, { role: args.role });
      console.log(`Password of "${args.username}" changed${args.role ? `, role ${args.role}` : ""}; their sessions were ended.`);
    } else {
      const role = args.role ?? "agent";
      await storage.users.createUser(args.username, hash, { role });
      console.log(`Staff user "${args.username}" created (${role}).`);
    }
  } catch (err) {
    if (err instanceof LastAdminError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  } finally {
    await database.close();
  }
}

// Only when run as the command, so tests can import parseArgs.
if (process.argv[1] && /user-add\.(ts|js)$/.test(process.argv[1])) {
  main().catch((err) => {
    if (err instanceof DbLockedError) {
      // Most likely the server: PGlite allows one process, so this command must not open it beside it.
      console.error(`${err.message} Stop the server first and run this again (the enquiries are kept), or use PostgreSQL (DATABASE_URL), which allows both at once.`);
      process.exit(1);
    }
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
