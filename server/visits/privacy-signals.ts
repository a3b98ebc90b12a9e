/**
 * Global Privacy Control: a browser that sends `Sec-GPC: 1` asks not to be tracked. The header's
 * only defined value is "1"; anything else (absent, "0", garbage) is no signal.
 */
export function optsOutByGpc(header: string | undefined): boolean {
  return header?.trim() === "1";
}
