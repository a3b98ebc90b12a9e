import type { Db } from "../../db";
import type { ConversationStorage } from "../../storage";
import { exceededLimit, MAX_MESSAGE_BYTES } from "./limits";
import { parseMail, type IncomingMail } from "./parse";
import { unreadableMail } from "./unreadable";
import { storeIncoming, storeUnreadable, type InboundSettings, type StoreResult } from "./store-incoming";

/** PostgreSQL's data exceptions (class 22): this message's content, not the database, is at fault. */
function isDataError(err: unknown): boolean {
  const code = (err as { code?: unknown; cause?: { code?: unknown } }).code ?? (err as { cause?: { code?: unknown } }).cause?.code;
  return typeof code === "string" && code.startsWith("22");
}

/**
 * What every source calls with one raw message: the limits, the parser, then the store step (one
 * transaction). A message that breaks a limit or that the parser (or the database) can't take is
 * kept raw as could not be read; only a database that doesn't answer makes this throw, so the
 * source tries again later. `size` is the whole message's when `raw` is only its start.
 */
export async function storeRawMail(
  raw: Buffer,
  storage: { conversations: Pick<ConversationStorage, "inInboundTransaction"> },
  settings: InboundSettings,
  after?: (tx: Db) => Promise<void>,
  size = raw.length,
): Promise<StoreResult> {
  const limit = size > MAX_MESSAGE_BYTES ? "too large" : exceededLimit(raw);
  if (limit) return storeUnreadable(storage, unreadableMail(raw, limit, size), after);
  let mail: IncomingMail;
  try {
    mail = await parseMail(raw);
  } catch {
    return storeUnreadable(storage, unreadableMail(raw, "the parser failed"), after);
  }
  try {
    return await storeIncoming(storage, mail, settings, after);
  } catch (err) {
    if (!isDataError(err)) throw err;
    return storeUnreadable(storage, unreadableMail(raw, "its content could not be stored"), after);
  }
}
