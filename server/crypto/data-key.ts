import { hkdfSync } from "node:crypto";
import { DataKeyError, createKeyFile, readKeyFile, refuseKeyBeside } from "./key-file";
import { openText, sealText, SealedValueError } from "../core/seal";

/** Seals and opens the travellers' document numbers and medical notes (and other secrets kept at rest). */
export interface DataKey {
  seal(plain: string, context?: string): string;
  open(sealed: string, context?: string): string;
  /** A 32-byte key for one purpose, derived from this one (HKDF-SHA256): it lives where this key does, outside the database. */
  derive(purpose: string): Buffer;
}

export function dataKeyOf(key: Buffer): DataKey {
  return {
    seal: (plain, context) => sealText(key, plain, context),
    open: (sealed, context) => openText(key, sealed, context),
    derive: (purpose) => Buffer.from(hkdfSync("sha256", key, "inner-light-journeys", purpose, 32)),
  };
}

/** Where the key check value is kept (app_settings): a known text sealed with the key on first start. */
export const KEY_CHECK_SETTING = "data_key_check";
const KEY_CHECK_TEXT = "inner-light-journeys data key";

export interface KeyCheckStore {
  readSetting(key: string): Promise<string | undefined>;
  ensureSetting(key: string, make: () => string): Promise<string>;
}

export interface DataKeyOptions {
  file: string;
  /** Folders the key must never be inside (PGLITE_DIR, BACKUP_DIR), by their variables' names. */
  apartFrom: Record<string, string>;
}

/**
 * The data key for this database, checked against the value sealed with it on first start: a
 * wrong key, or a missing file once data has been sealed, throws DataKeyError (one line) rather
 * than letting the server store values no one could open again.
 */
export async function openDataKey(options: DataKeyOptions, store: KeyCheckStore): Promise<DataKey> {
  const { file } = options;
  refuseKeyBeside(file, options.apartFrom);
  let key = readKeyFile(file);
  if (!key) {
    if (await store.readSetting(KEY_CHECK_SETTING)) {
      throw new DataKeyError(`DATA_KEY_FILE ${file} is missing, but this database holds data sealed with a key: restore that key file`);
    }
    key = createKeyFile(file);
  }
  const check = await store.ensureSetting(KEY_CHECK_SETTING, () => sealText(key, KEY_CHECK_TEXT));
  try {
    if (openText(key, check) !== KEY_CHECK_TEXT) throw new SealedValueError();
  } catch {
    throw new DataKeyError(`DATA_KEY_FILE ${file} is not the key this database's data was sealed with: restore the key file used with it`);
  }
  return dataKeyOf(key);
}

export { DataKeyError };
