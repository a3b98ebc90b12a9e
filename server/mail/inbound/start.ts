import type { MailConfig } from "../../core/config";
import type { Logger } from "../../core/logger";
import type { Storage } from "../../storage";
import type { InboundSettings } from "./store-incoming";
import { domainOf } from "../../core/addresses";
import { startFolderSource, type MailSource } from "./sources/folder";
import { startImapSource } from "./sources/imap";
import { storeRawMail } from "./store";

/** Who "we" are to the store step: the company mailbox, the staff alert addresses, our Message-IDs' domain. */
export function inboundSettings(mail: Pick<MailConfig, "from" | "staffAlertTo"> & Partial<Pick<MailConfig, "authservId">>): InboundSettings {
  return {
    companyAddress: mail.from.address,
    staffAddresses: mail.staffAlertTo,
    staffAlertTo: mail.staffAlertTo,
    messageIdDomain: domainOf(mail.from.address),
    authservId: mail.authservId,
  };
}

/**
 * This process's reader of incoming mail: the IMAP mailbox when IMAP_URL is set, the inbox folder
 * otherwise. `onStored` wakes the outbox (a reply's staff alert was queued).
 */
export function startInbound(mail: MailConfig, storage: Storage, logger: Logger, onStored?: () => void): MailSource {
  const settings = inboundSettings(mail);
  if (mail.imapUrl) {
    return startImapSource({
      url: mail.imapUrl,
      storage,
      logger,
      store: async (raw, after, size) => {
        const r = await storeRawMail(raw, storage, settings, after, size);
        if (r.stored && r.alerted) onStored?.();
        return r;
      },
    });
  }
  return startFolderSource({
    dir: mail.inboxDir,
    logger,
    store: async (raw, size) => {
      const r = await storeRawMail(raw, storage, settings, undefined, size);
      if (r.stored && r.alerted) onStored?.();
      return r;
    },
  });
}
