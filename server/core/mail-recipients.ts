import { isAddress } from "./addresses";

/** The outbox row's recipients as addresses only (no display names); throws when none is valid. */
export function recipients(toAddress: string): { name: string; address: string }[] {
  const to = toAddress
    .split(",")
    .map((a) => a.trim())
    .filter(isAddress)
    .map((address) => ({ name: "", address }));
  if (to.length === 0) throw new Error(`no valid recipient in "${toAddress}"`);
  return to;
}
