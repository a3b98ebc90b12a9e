// The data key against real server processes on an embedded database: created 0600 on first start,
// refused inside PGLITE_DIR, and a wrong or missing key for sealed data stops the server with one
// line. Needs `npm run build` (the harness starts dist/server/index.js).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { spawnServer, startServer } from "../../support/server-process";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "ilj-data-key-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** Starts a server expected to refuse: answers its exit code and what it wrote. */
async function refused(env: Record<string, string>): Promise<{ code: number | null; lines: string[] }> {
  const { proc, output } = await spawnServer(env);
  const code = await new Promise<number | null>((resolve) => proc.once("exit", resolve));
  return { code, lines: output().trim().split("\n").filter(Boolean) };
}

describe("the data key file", () => {
  const env = {
    PGLITE_DIR: path.join(root, "pglite"),
    BACKUP_DIR: path.join(root, "backups"),
    BACKUP_KEEP: "0",
    DATA_KEY_FILE: path.join(root, "keys", "data.key"),
    DATABASE_URL: "",
  };

  it("when the server first starts, then it writes a 32-byte key readable by its owner alone, and starts again with it", async () => {
    const first = await startServer(env, 60_000);
    expect((await first.stop()).code).toBe(0);
    expect(fs.statSync(env.DATA_KEY_FILE).mode & 0o777).toBe(0o600);
    expect(Buffer.from(fs.readFileSync(env.DATA_KEY_FILE, "utf8").trim(), "base64")).toHaveLength(32);
    const again = await startServer(env, 60_000);
    expect((await again.stop()).code).toBe(0);
  }, 120_000);

  it("when the key is replaced or removed, then the server stops at start with one line naming DATA_KEY_FILE", async () => {
    const original = fs.readFileSync(env.DATA_KEY_FILE);
    try {
      fs.writeFileSync(env.DATA_KEY_FILE, Buffer.alloc(32, 9).toString("base64"));
      const wrong = await refused(env);
      expect(wrong.code).not.toBe(0);
      expect(wrong.lines).toEqual([expect.stringMatching(/^DATA_KEY_FILE .* is not the key this database's data was sealed with/)]);
      fs.rmSync(env.DATA_KEY_FILE);
      const missing = await refused(env);
      expect(missing.code).not.toBe(0);
      expect(missing.lines).toEqual([expect.stringMatching(/^DATA_KEY_FILE .* is missing/)]);
      expect(fs.existsSync(env.DATA_KEY_FILE)).toBe(false);
    } finally {
      fs.writeFileSync(env.DATA_KEY_FILE, original, { mode: 0o600 });
    }
  }, 120_000);

  it("when DATA_KEY_FILE points inside PGLITE_DIR, then the server refuses to start with one line", async () => {
    const inside = await refused({ ...env, DATA_KEY_FILE: path.join(env.PGLITE_DIR, "data.key") });
    expect(inside.code).not.toBe(0);
    expect(inside.lines).toEqual([expect.stringMatching(/DATA_KEY_FILE must not be inside PGLITE_DIR/)]);
  }, 60_000);
});
