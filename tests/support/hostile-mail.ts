/** Messages built to break a mail parser, as the outside review sent them. */

function message(headers: Record<string, string>, body: string): string {
  return `${Object.entries(headers).map(([k, v]) => `${k}: ${v}`).join("\r\n")}\r\n\r\n${body}`;
}

/** A multipart message of `parts` one-line parts (1,100 of them are about 119 KB). */
export function manyParts(headers: Record<string, string>, parts: number): string {
  const body = Array.from({ length: parts }, (_, i) => `--P\r\nContent-Type: text/plain\r\n\r\npart ${i}\r\n`).join("") + "--P--\r\n";
  return message({ ...headers, "MIME-Version": "1.0", "Content-Type": 'multipart/mixed; boundary="P"' }, body);
}

/** Multipart parts nested `depth` deep, each level its own boundary. */
export function deepNesting(headers: Record<string, string>, depth: number): string {
  let body = "Content-Type: text/plain\r\n\r\nthe bottom\r\n";
  for (let i = depth - 1; i >= 1; i--) body = `Content-Type: multipart/mixed; boundary="L${i}"\r\n\r\n--L${i}\r\n${body}--L${i}--\r\n`;
  return message({ ...headers, "MIME-Version": "1.0", "Content-Type": 'multipart/mixed; boundary="L0"' }, `--L0\r\n${body}--L0--\r\n`);
}

/** A message with one header of `bytes` characters. */
export function bigHeader(headers: Record<string, string>, bytes: number): string {
  return message({ ...headers, "X-Padding": "a".repeat(bytes) }, "Hello\r\n");
}
