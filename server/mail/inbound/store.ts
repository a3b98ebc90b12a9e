import type { Db } from "../../db";
import type { InboundSettings, Storage, StoreResult } from "../../storage";
import { parseMail } from "./parse";

/** Bigger messages are refused by the sources' own limits first; this keeps a parse bounded. */
export const MAX_MESSAGE_BYTES = 40 * 1024 * 1024;

/** What every source calls with one raw message: parse, then the store step (one transaction). */
export async function storeRawMail(
  raw: Buffer,
  storage: Pick<Storage, "storeIncoming">,
  settings: InboundSettings,
  after?: (tx: Db) => Promise<void>,
): Promise<StoreResult> {
  const mail = await parseMail(raw);
  return storage.storeIncoming(mail, settings, after);
}
