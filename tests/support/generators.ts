import fc from "fast-check";
import { buildBooking } from "./factories";
import { REQUIRED_FIELDS } from "@shared/booking-fields";

const printable = fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim().length > 0 && !s.includes("\u0000"));

/** Valid enquiries of every shape the API promises to take. */
export const validEnquiry = fc.record(
  {
    firstName: printable,
    lastName: printable,
    email: fc.constantFrom("a@b.co", "meera.raman@example.in", "x_y+z@sub.domain.org"),
    phone: printable,
    country: printable,
    tripType: fc.constantFrom("retreat", "international"),
    tripCategory: printable,
    groupSize: fc.integer({ min: 1, max: 2_147_483_647 }),
    state: fc.option(printable, { nil: undefined }),
    specialRequests: fc.option(fc.string({ maxLength: 300 }).filter((s) => !s.includes("\u0000") && s.trim() === s), { nil: undefined }),
    whyThisTrip: fc.option(fc.string({ unit: "grapheme", maxLength: 80 }).filter((s) => !s.includes("\u0000") && s.trim() === s), { nil: undefined }),
  },
  { requiredKeys: ["firstName", "lastName", "email", "phone", "country", "tripType", "tripCategory", "groupSize"] },
);

/** Values that are wrong for any required field: wrong types, blanks, NULs, huge strings, deep nesting, pollution keys. */
const junk = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.double(),
  fc.integer({ min: -1e12, max: 0 }),
  fc.constantFrom("", "   ", "\t\n"),
  fc.constant("a\u0000b"),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.constantFrom("__proto__", "constructor", "prototype", "x"), fc.string()),
  fc.constant("x".repeat(65_536)),
  fc.integer({ min: 1, max: 40 }).map((depth) => JSON.parse("[".repeat(depth * 20) + "]".repeat(depth * 20))),
  fc.string({ unit: "grapheme", minLength: 1, maxLength: 3 }).map((s) => ({ [s]: s })),
);

/** Raw JSON bodies of enquiries with at least one required field missing or wrong, some with `__proto__` keys. */
export const invalidEnquiry = fc
  .tuple(fc.subarray([...REQUIRED_FIELDS], { minLength: 1 }), fc.array(junk, { minLength: 8, maxLength: 8 }), fc.boolean(), fc.boolean())
  .map(([fields, values, drop, pollute]) => {
    const body = buildBooking() as Record<string, unknown>;
    fields.forEach((f, i) => {
      if (drop) delete body[f];
      else body[f] = values[i];
    });
    const raw = JSON.stringify(body);
    // JSON.stringify drops a real __proto__ key, so it is written into the text directly.
    return pollute ? raw.replace(/^\{/, '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"polluted":1}},') : raw;
  });

/* ---------------------------------------------------------- any endpoint */

/** Text a client can put anywhere: NULs, lone surrogates, control and format characters, long runs. */
export const hostileText = fc.oneof(
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: fc.constantFrom("\u0000", "\ud800", "\udfff", "\u202e", "\ufeff", "%", "/", "\\", "'", '"', "<", "|", " ", "a", "é"), maxLength: 30 }),
  fc.constantFrom("", " ", "\u0000", "a\u0000b", "\ud800", "NaN", "-1", "0", "1e309", "99999999999999999999", "..", "../../etc/passwd"),
  fc.integer({ min: 201, max: 5000 }).map((n) => "x".repeat(n)),
);

/** One percent-encoded byte, any value, so query values may be NUL or invalid UTF-8. */
const anyByte = fc.integer({ min: 0, max: 255 }).map((b) => `%${b.toString(16).padStart(2, "0")}`);

/** Text that may hold a lone surrogate, percent-encoded as UTF-8 would (with U+FFFD for the lone half). */
const encode = (s: string) => Array.from(Buffer.from(s, "utf8"), (b) => `%${b.toString(16).padStart(2, "0")}`).join("");

/** A query or path value as it travels on the wire: encoded text, raw bytes or broken escapes. */
export const wireValue = fc.oneof(
  hostileText.map(encode),
  fc.array(anyByte, { maxLength: 12 }).map((b) => b.join("")),
  fc.constantFrom("%", "%zz", "%E0%A4%A", "%00", "+", "a&b=c", "=", "[]", "%2e%2e%2f", "%C0%80", "%ED%A0%80"),
  fc.constantFrom("pending", "confirmed", "cancelled", "1", "50", "500"),
);

/** A paging cursor: random text, or the real shape (time|id|total) with hostile parts. */
export const cursorValue = fc.oneof(
  hostileText.map((s) => Buffer.from(s, "utf8").toString("base64url")),
  fc
    .tuple(
      fc.oneof(fc.date({ noInvalidDate: true }).map((d) => d.toISOString()), hostileText, fc.constantFrom("+275760-09-13T00:00:00.000Z", "-000001-01-01T00:00:00.000Z", "2024-02-30T00:00:00Z")),
      fc.oneof(fc.integer().map(String), hostileText),
      fc.oneof(fc.constant(""), fc.integer().map(String), hostileText),
    )
    .map(([t, id, total]) => Buffer.from(`${t}|${id}|${total}`, "utf8").toString("base64url")),
  wireValue,
);

/** A query string of known and unknown names, repeated or not, each with a wire value. */
export const queryString = (names: readonly string[], cursor = false) =>
  fc
    .array(
      fc.tuple(fc.oneof(fc.constantFrom(...names), fc.constantFrom("x", "q[]", "status[a]", "__proto__")), cursor ? fc.oneof(wireValue, cursorValue) : wireValue),
      { maxLength: 5 },
    )
    .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join("&"));

/** A JSON body: any JSON value, an object of hostile texts under the given names, or broken JSON text. */
export const jsonBody = (names: readonly string[]) =>
  fc.oneof(
    fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
    fc.dictionary(fc.constantFrom(...names), fc.oneof(hostileText, fc.jsonValue({ maxDepth: 2 })), { maxKeys: names.length }).map((o) => JSON.stringify(o)),
    fc.constantFrom("", "{", "nul\u0000", '{"a":"\\ud800"}', '{"__proto__":{"x":1}}', "[]", "null"),
  );
