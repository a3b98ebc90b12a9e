/**
 * A path of the API map with raw text put in for its `:name` parameters, in order and unencoded: for
 * the requests whose path the href builders' types refuse on purpose (a malformed id, a fractional or
 * negative number), so those tests still take the route itself from shared/api-paths.ts.
 */
export function rawPath(pattern: string, ...values: (string | number)[]): string {
  let i = 0;
  const path = pattern.replace(/:[A-Za-z]+/g, (name) => {
    if (i >= values.length) throw new Error(`no value for ${name} in ${pattern}`);
    return String(values[i++]);
  });
  if (i !== values.length) throw new Error(`${values.length} values for ${i} parameters in ${pattern}`);
  return path;
}

/** The values of a pattern's `:name` parameters in a path it matches (each one whole segment), or null. */
export function pathParams(pattern: string, path: string): string[] | null {
  const source = pattern
    .split(/(:[A-Za-z]+)/)
    .map((part) => (part.startsWith(":") ? "([^/?#]+)" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("");
  const match = new RegExp(`^${source}$`).exec(path);
  return match ? match.slice(1) : null;
}
