/**
 * The shape a message must keep before the parser sees it: a parser handed 1,100 parts, a header
 * of a megabyte or 2,000 nested parts throws or takes the process's memory, and a reader that
 * retries such a message never reaches the next one. One pass over the lines, no regexes that
 * could backtrack: the boundaries open at any moment are at most MAX_DEPTH.
 */

/** Messages over this size are never read whole, in either source: only their first TOO_LARGE_KEEP bytes, kept raw. */
export const MAX_MESSAGE_BYTES = 40 * 1024 * 1024;
export const TOO_LARGE_KEEP = 1024 * 1024;
export const MAX_PARTS = 200;
export const MAX_DEPTH = 20;
/** The bytes of one header block (the message's own, or one part's). */
export const MAX_HEADER_BYTES = 256 * 1024;
/** A Content-Type header longer than this is not one a mail program writes: refused. */
const MAX_CONTENT_TYPE = 8 * 1024;

export type MailLimit = "too large" | "too many parts" | "nested too deep" | "header too large";

interface Frame {
  /** Null for an attached message (message/rfc822): it ends where its enclosing part ends. */
  boundary: string | null;
}

/** The boundary parameter of a multipart Content-Type, or null; "message" for an attached message. */
function contentTypeOf(value: string): { multipart: string | null; message: boolean } {
  const lower = value.toLowerCase();
  const semi = lower.indexOf(";");
  const type = (semi === -1 ? lower : lower.slice(0, semi)).trim();
  if (type === "message/rfc822" || type === "message/global") return { multipart: null, message: true };
  if (!type.startsWith("multipart/")) return { multipart: null, message: false };
  const at = lower.indexOf("boundary=");
  if (at === -1) return { multipart: null, message: false };
  let rest = value.slice(at + "boundary=".length).trim();
  if (rest.startsWith('"')) {
    const end = rest.indexOf('"', 1);
    rest = end === -1 ? rest.slice(1) : rest.slice(1, end);
  } else {
    const end = rest.search(/[;\s]/);
    if (end !== -1) rest = rest.slice(0, end);
  }
  return { multipart: rest || null, message: false };
}

/** The line without its line ending and trailing white space (a boundary line may carry some). */
function trimEnd(line: string): string {
  let end = line.length;
  while (end > 0 && (line[end - 1] === "\r" || line[end - 1] === " " || line[end - 1] === "\t")) end--;
  return end === line.length ? line : line.slice(0, end);
}

/** Which limit the raw message breaks, or undefined when the parser may read it. */
export function exceededLimit(raw: Buffer): MailLimit | undefined {
  if (raw.length > MAX_MESSAGE_BYTES) return "too large";
  const text = raw.toString("latin1");
  const stack: Frame[] = [];
  let parts = 0;
  let inHeader = true;
  let headerBytes = 0;
  /** The Content-Type of the header block being read (its folded lines joined). */
  let contentType: string | null = null;
  let readingContentType = false;
  /** An attached message sent base64 or quoted-printable is a leaf: its lines are not headers. */
  let encoded = false;
  let pos = 0;
  while (pos < text.length) {
    const nl = text.indexOf("\n", pos);
    const end = nl === -1 ? text.length : nl + 1;
    const line = text.slice(pos, end);
    pos = end;
    if (inHeader) {
      headerBytes += line.length;
      if (headerBytes > MAX_HEADER_BYTES) return "header too large";
      const bare = trimEnd(line.replace(/\n$/, ""));
      if (bare === "") {
        // The header block ends: what it declared opens a level.
        inHeader = false;
        readingContentType = false;
        const ct = contentType ? contentTypeOf(contentType) : { multipart: null, message: false };
        const leaf = ct.message && encoded;
        contentType = null;
        encoded = false;
        if (!leaf && (ct.multipart !== null || ct.message)) {
          stack.push({ boundary: ct.multipart });
          if (stack.length > MAX_DEPTH) return "nested too deep";
          // An attached message starts with its own headers.
          if (ct.message) {
            inHeader = true;
            headerBytes = 0;
          }
        }
        continue;
      }
      const folded = line[0] === " " || line[0] === "\t";
      if (folded && readingContentType && contentType !== null) {
        contentType += " " + bare.trim();
      } else {
        const name = folded ? "" : line.slice(0, 26).toLowerCase();
        readingContentType = name.startsWith("content-type:");
        if (readingContentType) contentType = bare.slice(13);
        if (name === "content-transfer-encoding:") encoded = /base64|quoted-printable/i.test(bare.slice(26, 100));
      }
      if (contentType !== null && contentType.length > MAX_CONTENT_TYPE) return "header too large";
      continue;
    }
    if (line[0] !== "-" || line[1] !== "-" || stack.length === 0) continue;
    const bare = trimEnd(line.replace(/\n$/, ""));
    // The innermost open boundary this line names; an outer one closes every level inside it.
    for (let i = stack.length - 1; i >= 0; i--) {
      const b = stack[i].boundary;
      if (b === null) continue;
      const opens = bare.length === b.length + 2 && bare.endsWith(b);
      const closes = bare.length === b.length + 4 && bare.endsWith("--") && bare.slice(2, b.length + 2) === b;
      if (!opens && !closes) continue;
      stack.length = closes ? i : i + 1;
      if (opens) {
        parts++;
        if (parts > MAX_PARTS) return "too many parts";
        inHeader = true;
        headerBytes = 0;
      }
      break;
    }
  }
  return undefined;
}
