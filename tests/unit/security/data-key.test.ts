import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DataKeyError, openDataKey, type KeyCheckStore } from "../../../server/crypto/data-key";
import { loadConfig, ConfigError } from "../../../server/core/config";

function memoryStore(): KeyCheckStore & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    readSetting: async (k) => values.get(k),
    ensureSetting: async (k, make) => {
      if (!values.has(k)) values.set(k, make());
      return values.get(k)!;
    },
  };
}

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "data-key-"));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const apart = () => ({ PGLITE_DIR: path.join(dir, "pglite"), BACKUP_DIR: path.join(dir, "backups") });

describe("the data key file", () => {
  it("is created on first start: 32 random bytes in base64, readable by its owner alone", async () => {
    const file = path.join(dir, "keys", "data.key");
    const key = await openDataKey({ file, apartFrom: apart() }, memoryStore());
    expect(Buffer.from(fs.readFileSync(file, "utf8").trim(), "base64")).toHaveLength(32);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(key.open(key.seal("P1234567"))).toBe("P1234567");
  });

  it("narrows a key's own folder made for all to read, but never a folder of other things nor a shared one (/tmp's sticky bit)", async () => {
    const own = path.join(dir, "own");
    fs.mkdirSync(own, { mode: 0o755 });
    fs.chmodSync(own, 0o755);
    await openDataKey({ file: path.join(own, "data.key"), apartFrom: apart() }, memoryStore());
    expect(fs.statSync(own).mode & 0o777).toBe(0o700);

    const shared = path.join(dir, "etc");
    fs.mkdirSync(shared, { mode: 0o755 });
    fs.chmodSync(shared, 0o755);
    fs.writeFileSync(path.join(shared, "hosts"), "127.0.0.1 localhost\n");
    await openDataKey({ file: path.join(shared, "data.key"), apartFrom: apart() }, memoryStore());
    expect(fs.statSync(shared).mode & 0o777).toBe(0o755);

    const tmp = path.join(dir, "tmp");
    fs.mkdirSync(tmp);
    fs.chmodSync(tmp, 0o1777);
    await openDataKey({ file: path.join(tmp, "data.key"), apartFrom: apart() }, memoryStore());
    expect(fs.statSync(tmp).mode & 0o7777).toBe(0o1777);
    expect(fs.statSync(path.join(tmp, "data.key")).mode & 0o777).toBe(0o600);
  });

  it("opens again with the same file, and values sealed before still open", async () => {
    const file = path.join(dir, "data.key");
    const store = memoryStore();
    const first = await openDataKey({ file, apartFrom: apart() }, store);
    const sealed = first.seal("P1234567");
    const again = await openDataKey({ file, apartFrom: apart() }, store);
    expect(again.open(sealed)).toBe("P1234567");
  });

  it("stops with one line when the key is not the one the database's data was sealed with", async () => {
    const file = path.join(dir, "data.key");
    const store = memoryStore();
    await openDataKey({ file, apartFrom: apart() }, store);
    fs.writeFileSync(file, Buffer.alloc(32, 7).toString("base64"));
    const err = await openDataKey({ file, apartFrom: apart() }, store).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DataKeyError);
    expect((err as Error).message).toMatch(/^DATA_KEY_FILE .* is not the key this database's data was sealed with/);
    expect((err as Error).message).not.toContain("\n");
  });

  it("stops, and creates nothing, when the file is gone but data was sealed", async () => {
    const file = path.join(dir, "data.key");
    const store = memoryStore();
    await openDataKey({ file, apartFrom: apart() }, store);
    fs.rmSync(file);
    await expect(openDataKey({ file, apartFrom: apart() }, store)).rejects.toThrow(/DATA_KEY_FILE .* is missing/);
    expect(fs.existsSync(file)).toBe(false);
  });

  it("refuses a file that is not a 32-byte base64 key", async () => {
    const file = path.join(dir, "data.key");
    fs.writeFileSync(file, "not a key at all", { mode: 0o600 });
    await expect(openDataKey({ file, apartFrom: apart() }, memoryStore())).rejects.toThrow(/must hold a 32-byte key written in base64/);
    fs.writeFileSync(file, Buffer.alloc(16).toString("base64"));
    await expect(openDataKey({ file, apartFrom: apart() }, memoryStore())).rejects.toThrow(DataKeyError);
  });

  it("refuses a key that group or others can read, and one with a second name (a hard link), with one line naming the fix", async () => {
    const file = path.join(dir, "data.key");
    const store = memoryStore();
    await openDataKey({ file, apartFrom: apart() }, store);
    fs.chmodSync(file, 0o644);
    const loose = await openDataKey({ file, apartFrom: apart() }, store).catch((e: unknown) => e);
    expect(loose).toBeInstanceOf(DataKeyError);
    expect((loose as Error).message).toBe(`DATA_KEY_FILE ${file} can be read by group or others (mode 0644): run chmod 600 ${file}`);
    fs.chmodSync(file, 0o640);
    await expect(openDataKey({ file, apartFrom: apart() }, store)).rejects.toThrow(/can be read by group or others \(mode 0640\)/);
    // Nobody else can read a key of 0620, but others could change what it holds: refused, and said as it is.
    fs.chmodSync(file, 0o620);
    await expect(openDataKey({ file, apartFrom: apart() }, store)).rejects.toThrow(/ is open to group or others \(mode 0620\): run chmod 600 /);
    fs.chmodSync(file, 0o600);
    fs.mkdirSync(apart().PGLITE_DIR);
    fs.linkSync(file, path.join(apart().PGLITE_DIR, "innocent"));
    const linked = await openDataKey({ file, apartFrom: apart() }, store).catch((e: unknown) => e);
    expect(linked).toBeInstanceOf(DataKeyError);
    expect((linked as Error).message).toMatch(/^DATA_KEY_FILE .* has 2 hard links, .*: delete the other links/);
    expect((linked as Error).message).not.toContain("\n");
    fs.rmSync(path.join(apart().PGLITE_DIR, "innocent"));
    expect((await openDataKey({ file, apartFrom: apart() }, store)).open((await openDataKey({ file, apartFrom: apart() }, store)).seal("x"))).toBe("x");
  });

  it("refuses a key inside the database's or the backups' folder, also through a link", async () => {
    const folders = apart();
    await expect(openDataKey({ file: path.join(folders.BACKUP_DIR, "data.key"), apartFrom: folders }, memoryStore())).rejects.toThrow(/inside BACKUP_DIR/);
    fs.mkdirSync(folders.PGLITE_DIR);
    fs.symlinkSync(folders.PGLITE_DIR, path.join(dir, "innocent"));
    await expect(openDataKey({ file: path.join(dir, "innocent", "data.key"), apartFrom: folders }, memoryStore())).rejects.toThrow(/inside PGLITE_DIR/);
    expect(fs.existsSync(path.join(folders.PGLITE_DIR, "data.key"))).toBe(false);
  });
});

describe("DATA_KEY_FILE in the configuration", () => {
  it("defaults to .data/keys/data.key", () => {
    expect(loadConfig({}).dataKeyFile).toBe(".data/keys/data.key");
  });

  it("is one clear line when it points inside PGLITE_DIR or BACKUP_DIR", () => {
    expect(() => loadConfig({ DATA_KEY_FILE: ".data/pglite/key" })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_KEY_FILE: "/srv/b/data.key", BACKUP_DIR: "/srv/b" })).toThrow(/^DATA_KEY_FILE must not be inside BACKUP_DIR/);
    expect(() => loadConfig({ DATA_KEY_FILE: " " })).toThrow(/^DATA_KEY_FILE must not be empty$/);
  });
});
