import type { User } from "@shared/schema/users";
import { HttpError } from "../core/errors";
import type { Storage } from "../storage";

/** What a change of staff e-mail needs to queue the link: our Message-IDs' domain, and the outbox's wake-up. */
export interface EmailLinkOptions {
  messageIdDomain: string;
  onQueued?: () => void;
}

function takenError(owner: "staff" | "booking"): HttpError {
  return new HttpError(
    409,
    owner === "staff" ? "That e-mail address is another staff member's: each person needs their own" : "That e-mail address is a visitor's on a booking: a staff member can't use it",
    [{ path: "email", message: owner === "staff" ? "Another staff member uses this address" : "A booking uses this address" }],
  );
}

/** 409 before anything is created when the address is already a colleague's or a booking's. */
export async function refuseTakenEmail(storage: Storage, email: string | null | undefined): Promise<void> {
  const owner = email ? await storage.users.emailOwner(email) : undefined;
  if (owner) throw takenError(owner);
}

/**
 * Asks for a staff member's e-mail to become `email` (a link goes to it; until it is opened the old
 * one stays) or clears it. 409 when the address is a colleague's or a booking's; nothing changes then.
 */
export async function changeStaffEmail(storage: Storage, userId: number, email: string | null, opts: EmailLinkOptions): Promise<User | undefined> {
  const change = await storage.users.requestEmailChange(userId, email, opts.messageIdDomain);
  if (change && "error" in change) throw takenError(change.error);
  if (change?.user.pendingEmail) opts.onQueued?.();
  return change?.user;
}
