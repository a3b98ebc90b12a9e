import fc from "fast-check";
import { buildBooking, REQUIRED_FIELDS } from "./factories";

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
