import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

/** AES-256-GCM: a 32-byte key, a 12-byte nonce and a 16-byte tag. */
export const KEY_BYTES = 32;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
/** The format's version: a later scheme (another cipher, a rotated key) gets its own prefix. */
const PREFIX = "v1.";

/** A sealed value that does not open with this key: tampered with, cut short, or sealed with another key. */
export class SealedValueError extends Error {
  constructor() {
    super("a sealed value did not open with the data key");
  }
}

/**
 * Seals text for storage: a fresh random nonce per value, so equal texts never seal alike.
 * `context` (a booking and field, say) is authenticated, not stored: a value copied to another
 * row or field no longer opens.
 */
export function sealText(key: Buffer, plain: string, context = ""): string {
  if (key.length !== KEY_BYTES) throw new Error(`the data key must be ${KEY_BYTES} bytes`);
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, nonce);
  cipher.setAAD(Buffer.from(context, "utf8"));
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return PREFIX + Buffer.concat([nonce, body, cipher.getAuthTag()]).toString("base64");
}

/** Opens what `sealText` sealed with the same key and context; anything else throws SealedValueError. */
export function openText(key: Buffer, sealed: string, context = ""): string {
  if (!sealed.startsWith(PREFIX)) throw new SealedValueError();
  const bytes = Buffer.from(sealed.slice(PREFIX.length), "base64");
  if (bytes.length < NONCE_BYTES + TAG_BYTES) throw new SealedValueError();
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(0, NONCE_BYTES));
    decipher.setAAD(Buffer.from(context, "utf8"));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(NONCE_BYTES, bytes.length - TAG_BYTES)), decipher.final()]).toString("utf8");
  } catch {
    throw new SealedValueError();
  }
}
