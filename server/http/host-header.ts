import type { Request, Response } from "express";

/** Where links point when PUBLIC_URL is unset and the request's Host is not a plain name[:port]. */
export const FALLBACK_BASE = "http://localhost";
/** A DNS name is at most 253 characters, a bracketed IPv6 address 47, a port 6 more. */
export const MAX_HOST_LENGTH = 260;

const isDigit = (c: number) => c >= 48 && c <= 57;
const isHex = (c: number) => isDigit(c) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);
const isLetter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);

function isPort(s: string): boolean {
  if (s.length < 1 || s.length > 5) return false;
  for (let i = 0; i < s.length; i++) if (!isDigit(s.charCodeAt(i))) return false;
  return Number(s) <= 65535;
}

/** Dot-separated labels of letters, digits, "-" and "_", each 1 to 63 characters. */
function isName(s: string): boolean {
  if (s.length < 1 || s.length > 253) return false;
  let label = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 46) {
      if (label === 0) return false;
      label = 0;
    } else if (isLetter(c) || isDigit(c) || c === 45 || c === 95) {
      if (++label > 63) return false;
    } else return false;
  }
  return label > 0;
}

/** The inside of an IPv6 literal's brackets: hex digits, colons and (for a mapped IPv4) dots. */
function isIpv6(s: string): boolean {
  if (s.length < 2 || s.length > 45) return false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (!isHex(c) && c !== 58 && c !== 46) return false;
  }
  return true;
}

/**
 * Whether a Host header is a plain `name[:port]` (or `[ipv6][:port]`): the only shape trusted to
 * build links from. One pass over a length-bounded string, no regular expression.
 */
export function isPlainHost(host: string | undefined): host is string {
  if (!host || host.length > MAX_HOST_LENGTH) return false;
  if (host.charCodeAt(0) === 91) {
    const close = host.indexOf("]");
    if (close === -1 || !isIpv6(host.slice(1, close))) return false;
    const rest = host.slice(close + 1);
    return rest === "" || (rest[0] === ":" && isPort(rest.slice(1)));
  }
  const colon = host.indexOf(":");
  if (colon === -1) return isName(host);
  return isName(host.slice(0, colon)) && isPort(host.slice(colon + 1));
}

/** Characters that need no escaping in an HTML attribute, a JSON string in a script, XML or a text line. */
function isMarkupSafe(c: number): boolean {
  return isLetter(c) || isDigit(c) || "-._~:/?#[]@!()*+,;=%".includes(String.fromCharCode(c));
}

/**
 * A URL made inert in every place a base URL lands (attributes, JSON-LD, the sitemap, robots.txt):
 * anything outside the safe set (quotes, <, >, &, $, backslash, spaces, line breaks, non-ASCII) is
 * percent-encoded, which keeps it a URL and can't end a tag, a string or a line.
 */
export function markupSafeUrl(url: string): string {
  let out = "";
  for (const ch of url) {
    const c = ch.charCodeAt(0);
    if (c < 0x80) out += isMarkupSafe(c) ? ch : `%${c.toString(16).toUpperCase().padStart(2, "0")}`;
    // A lone surrogate can't be encoded as UTF-8; it stands for the replacement character.
    else out += encodeURIComponent(ch.length === 1 && c >= 0xd800 && c <= 0xdfff ? "\uFFFD" : ch);
  }
  return out;
}

/**
 * The site's absolute base URL: PUBLIC_URL when configured, else the origin the request came to,
 * but only when its Host is plain; anything else gets the fallback rather than the client's text.
 */
export function siteBase(req: Request, publicUrl = ""): string {
  if (publicUrl) return markupSafeUrl(publicUrl);
  const host = req.get("host");
  if (!isPlainHost(host)) return FALLBACK_BASE;
  const scheme = req.protocol === "https" ? "https" : "http";
  return `${scheme}://${host}`;
}

/**
 * Cache headers for an answer built from the base URL. With PUBLIC_URL set it is the same for
 * everyone; without it, it depends on the Host header, so no shared cache may keep it.
 */
export function cacheBaseDependent(res: Response, publicUrl: string, whenConfigured: string): void {
  if (publicUrl) {
    res.set("Cache-Control", whenConfigured);
    return;
  }
  res.set("Cache-Control", "private, no-cache");
  res.vary("Host");
}
