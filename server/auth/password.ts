import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { passwordHashQueue } from "./hash-queue";

// Every hash waits its turn in the process's queue (at most two at once); a full queue throws QueueFullError.
const scrypt = (password: string, salt: Buffer, keylen: number, opts: ScryptOptions) =>
  passwordHashQueue.run(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scryptCb(password, salt, keylen, opts, (err, key) => (err ? reject(err) : resolve(key))),
      ),
  );

const R = 8;
const P = 1;
const KEYLEN = 32;
const MAXMEM = 256 * 1024 * 1024;

/**
 * Hashes as "scrypt$logN$r$p$salt$hash" (base64), so parameters can be raised later; `logN` is
 * config.passwordHashCost.
 */
export async function hashPassword(password: string, logN: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEYLEN, { N: 2 ** logN, r: R, p: P, maxmem: MAXMEM });
  return ["scrypt", logN, R, P, salt.toString("base64"), key.toString("base64")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [, logN, r, p, saltB64, keyB64] = parts;
  const expected = Buffer.from(keyB64, "base64");
  const key = await scrypt(password, Buffer.from(saltB64, "base64"), expected.length, {
    N: 2 ** Number(logN),
    r: Number(r),
    p: Number(p),
    maxmem: MAXMEM,
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

const dummyHashes = new Map<number, Promise<string>>();
/**
 * A hash to check against when the user does not exist, so both failures take the same time: made
 * at the cost new passwords are hashed at.
 */
export function dummyPasswordHash(logN: number): Promise<string> {
  let hash = dummyHashes.get(logN);
  if (!hash) dummyHashes.set(logN, (hash = hashPassword(randomBytes(16).toString("hex"), logN)));
  return hash;
}
