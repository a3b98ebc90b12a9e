/**
 * Marks of automated clients in a User-Agent: search engines, link previews, monitors, scripts and
 * headless browsers (Lighthouse runs count no visitor). Matched as plain substrings of the
 * lower-cased header, so the check is linear whatever a client sends.
 */
const CRAWLER_MARKS = [
  "bot",
  "crawl",
  "spider",
  "slurp",
  "scrap",
  "fetch",
  "preview",
  "facebookexternalhit",
  "embedly",
  "quora link",
  "bitlybot",
  "ia_archiver",
  "archive.org",
  "headlesschrome",
  "phantomjs",
  "lighthouse",
  "pagespeed",
  "gtmetrix",
  "pingdom",
  "uptime",
  "monitor",
  "curl/",
  "wget/",
  "python-",
  "python/",
  "go-http-client",
  "java/",
  "okhttp",
  "axios/",
  "node-fetch",
  "undici",
  "libwww",
  "httpclient",
  "postman",
  "insomnia",
];

/** Longer headers are not browsers'; they are not read further than this. */
const MAX_UA = 1024;

/** True when the request comes from a known crawler or a script, or names no browser at all. */
export function isCrawler(userAgent: string | undefined): boolean {
  const ua = (userAgent ?? "").slice(0, MAX_UA).toLowerCase();
  if (!ua.includes("mozilla/")) return true;
  return CRAWLER_MARKS.some((mark) => ua.includes(mark));
}
