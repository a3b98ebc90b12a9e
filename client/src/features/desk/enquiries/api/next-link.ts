/**
 * Reads the rel="next" target of an RFC 8288 Link header. The header echoes the search text, so it
 * is read by position rather than with regular expressions (whose backtracking grew quadratic).
 */
export function parseNextLink(header: string | null): string | null {
  if (!header) return null;
  for (const part of header.split(",")) {
    const link = part.trim();
    const close = link.indexOf(">");
    if (link[0] !== "<" || close < 2) continue;
    const [between, ...params] = link.slice(close + 1).split(";");
    if (between.trim() !== "") continue;
    for (const param of params) {
      const eq = param.indexOf("=");
      if (eq === -1 || param.slice(0, eq).trim().toLowerCase() !== "rel") continue;
      let value = param.slice(eq + 1).trim();
      if (value.length >= 2 && value[0] === '"' && value[value.length - 1] === '"') value = value.slice(1, -1);
      if (value.split(" ").includes("next")) return link.slice(1, close);
    }
  }
  return null;
}
