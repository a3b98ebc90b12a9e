/**
 * Authentication-Results (RFC 8601) as the receiving server writes it, and what it proves about a
 * sender's domain. Only the top-most header naming our receiving server (MAIL_AUTHSERV_ID) is
 * believed: anything below it, or naming another server, could have been written by the sender.
 */

/** At most this many Authentication-Results headers are read, each up to this many characters. */
export const MAX_AUTH_RESULTS = 20;
export const MAX_AUTH_RESULT_LENGTH = 4_000;

interface Result {
  method: string;
  result: string;
  /** `header.d`, `smtp.mailfrom`, … lower-cased. */
  props: Map<string, string>;
}

/** The text without (comments), nested ones included, in one pass. */
function withoutComments(v: string): string {
  let depth = 0;
  let out = "";
  for (const ch of v) {
    if (ch === "(") depth++;
    else if (ch === ")" && depth > 0) depth--;
    else if (depth === 0) out += ch;
  }
  return out;
}

function unquote(v: string): string {
  return v.length >= 2 && v.startsWith('"') && v.endsWith('"') ? v.slice(1, -1) : v;
}

export function parseAuthResults(header: string): { authservId: string; results: Result[] } {
  const [id = "", ...resinfos] = withoutComments(header.slice(0, MAX_AUTH_RESULT_LENGTH)).split(";");
  const results: Result[] = [];
  for (const info of resinfos) {
    const [head, ...rest] = info.trim().split(/\s+/);
    const eq = head?.indexOf("=") ?? -1;
    if (!head || eq < 1) continue;
    const props = new Map<string, string>();
    for (const p of rest) {
      const at = p.indexOf("=");
      if (at > 0) props.set(p.slice(0, at).toLowerCase(), unquote(p.slice(at + 1)).toLowerCase());
    }
    results.push({ method: head.slice(0, eq).split("/")[0].toLowerCase(), result: head.slice(eq + 1).toLowerCase(), props });
  }
  return { authservId: id.trim().split(/\s+/)[0]?.toLowerCase() ?? "", results };
}

/** The results of the top-most header our receiving server wrote; none when it is not configured. */
export function trustedResults(headers: string[], authservId: string | undefined): Result[] {
  if (!authservId) return [];
  const ours = authservId.trim().toLowerCase();
  for (const h of headers.slice(0, MAX_AUTH_RESULTS)) {
    const parsed = parseAuthResults(h);
    if (parsed.authservId === ours) return parsed.results;
  }
  return [];
}

function domainOf(address: string): string {
  return address.slice(address.lastIndexOf("@") + 1).toLowerCase();
}

/** The signing or checked domain is the sender's, or a parent of it (DMARC's relaxed alignment). */
function aligned(checked: string | undefined, domain: string): boolean {
  if (!checked || !domain) return false;
  const d = checked.includes("@") ? domainOf(checked) : checked;
  return d === domain || domain.endsWith(`.${d}`);
}

const passed = (results: Result[], method: string, prop: string, domain: string) =>
  results.some((r) => r.method === method && r.result === "pass" && aligned(r.props.get(prop), domain));

/** The sender's domain signed the message (DKIM passed for it): what a staff member's mail must show. */
export function dkimPassed(results: Result[], from: string): boolean {
  const domain = domainOf(from);
  return passed(results, "dkim", "header.d", domain) || passed(results, "dkim", "header.i", domain);
}

/** DKIM, SPF or DMARC passed for the sender's domain: enough to believe a visitor's address. */
export function senderAuthenticated(results: Result[], from: string): boolean {
  const domain = domainOf(from);
  return dkimPassed(results, from) || passed(results, "spf", "smtp.mailfrom", domain) || passed(results, "dmarc", "header.from", domain);
}
