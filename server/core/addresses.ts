import { z } from "zod";

/** An address as the enquiry form's schema accepts it: no spaces, no angle brackets, no line breaks. */
const address = z.string().email();

export interface Mailbox {
  name?: string;
  address: string;
}

export function isAddress(s: string): boolean {
  return address.safeParse(s).success && !/[\s<>,;"]/.test(s);
}

/**
 * `hello@example.com` or `Inner Light Journeys <hello@example.com>`. Configuration only: the
 * display name is ours, never a visitor's, and still may not hold line breaks or quotes.
 */
export function parseMailbox(raw: string): Mailbox | undefined {
  const s = raw.trim();
  const named = /^([^<>"\r\n]*)<([^<>]+)>$/.exec(s);
  if (named) {
    const name = named[1].trim();
    const addr = named[2].trim();
    return isAddress(addr) ? { ...(name ? { name } : {}), address: addr } : undefined;
  }
  return isAddress(s) ? { address: s } : undefined;
}

/** Comma-separated addresses; undefined when any of them is not an address or none is given. */
export function parseAddressList(raw: string): string[] | undefined {
  const parts = raw.split(",").map((p) => p.trim()).filter(Boolean);
  if (parts.length === 0 || !parts.every(isAddress)) return undefined;
  return parts;
}

/** The domain of our own From address, for Message-IDs. */
export function domainOf(addr: string): string {
  return addr.slice(addr.lastIndexOf("@") + 1).toLowerCase();
}
