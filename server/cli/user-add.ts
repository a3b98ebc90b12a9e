/**
 * npm run user:add -- <username>
 * Reads the password from standard input (typed at the prompt, or piped), so it never appears in
 * the shell history or the process list. Uses the same database configuration as the server.
 */
import readline from "node:readline";
import { loadConfig } from "../config";
import { openDatabase } from "../db";
import { DbLockedError } from "../db-lock";
import { createStorage } from "../storage";
import { hashPassword } from "../auth/password";

async function readPassword(): Promise<string> {
  if (process.stdin.isTTY) process.stderr.write("Password: ");
  const rl = readline.createInterface({ input: process.stdin, terminal: false });
  for await (const line of rl) {
    rl.close();
    return line;
  }
  return "";
}

async function main() {
  const username = process.argv[2]?.trim();
  if (!username || username.length > 255) {
    console.error("Usage: npm run user:add -- <username>   (the password is read from standard input)");
    process.exit(2);
  }
  const config = loadConfig();
  // Opened before the password prompt, so a server holding PGLITE_DIR is reported before any typing.
  const database = await openDatabase({ url: config.databaseUrl, pgliteDir: config.pgliteDir });
  try {
    const password = await readPassword();
    if (password.length < 8) {
      console.error("The password must be at least 8 characters.");
      process.exitCode = 2;
      return;
    }
    const storage = createStorage(database.db);
    const hash = await hashPassword(password);
    const existing = await storage.getUserByUsername(username);
    if (existing) {
      await storage.setPassword(existing.id, hash);
      console.log(`Password of "${username}" changed; their sessions were ended.`);
    } else {
      await storage.createUser(username, hash);
      console.log(`Staff user "${username}" created.`);
    }
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  if (err instanceof DbLockedError) {
    // Most likely the server: PGlite allows one process, so this command must not open it beside it.
    console.error(`${err.message} Stop the server first and run this again (the enquiries are kept), or use PostgreSQL (DATABASE_URL), which allows both at once.`);
    process.exit(1);
  }
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
