import { beforeAll, describe, expect, it } from "vitest";
import { twMerge } from "tailwind-merge";
import { cn } from "@/lib/utils";
import { literalWords } from "./client-sources";
import { cnCalls, type Merge } from "./cn-calls";
import { tailwindClasses } from "./tailwind-classes";

/**
 * Where cn() deliberately parts from the full tailwind-merge library, which is written for
 * Tailwind 4 and knows nothing of our theme: for these pairs its answer is wrong for Tailwind 3.4
 * and tailwind.config.ts. `earlier` and `later` match the class names without variants; each entry
 * must still be met by some pair of classes in client/src, and what it claims is checked against
 * the CSS Tailwind 3.4 generates.
 */
const KNOWN_DIFFERENCES: { earlier: RegExp; later: RegExp; eitherOrder: boolean; ours: "later wins" | "both stay"; why: string }[] = [
  {
    earlier: /^bg-gradient-to-/,
    later: /^bg-(?!gradient-to-|\[linear-gradient)/,
    eitherOrder: true,
    ours: "both stay",
    why: "bg-gradient-to-* is Tailwind 3's background-image gradient (Tailwind 4 renamed it bg-linear-to-*); the library reads it as a background colour and drops the real colour under it",
  },
  {
    earlier: /^bg-gradient-to-/,
    later: /^bg-\[linear-gradient/,
    eitherOrder: true,
    ours: "later wins",
    why: "both set background-image; the library does not see bg-gradient-to-* as an image",
  },
  {
    earlier: /^rounded-card$/,
    later: /^rounded(-|$)/,
    eitherOrder: true,
    ours: "later wins",
    why: "`card` is our theme's border radius (tailwind.config.ts); the library only knows the built-in sizes and leaves rounded-card beside another radius",
  },
  {
    earlier: /^shadow-soft$/,
    later: /^shadow(-(sm|md|lg|xl|2xl|inner|none))?$/,
    eitherOrder: true,
    ours: "later wins",
    why: "`soft` is our theme's box shadow; the library reads shadow-soft as a shadow colour, so two shadows stayed",
  },
  {
    earlier: /^leading-/,
    later: /^text-\[[\d.]/,
    eitherOrder: false,
    ours: "both stay",
    why: "in Tailwind 3 an arbitrary font size sets no line height (named sizes do), so the leading still applies",
  },
  {
    earlier: /^outline$/,
    later: /^outline-\d/,
    eitherOrder: true,
    ours: "both stay",
    why: "in Tailwind 3 the bare outline is outline-style: solid and outline-1 its width, two properties; the library reads the bare outline as Tailwind 4's width",
  },
  {
    earlier: /^break-words$/,
    later: /^break-all$/,
    eitherOrder: true,
    ours: "both stay",
    why: "in Tailwind 3 break-words is overflow-wrap and break-all is word-break, two properties; the library groups them as Tailwind 4's word-break",
  },
];

// Forms client/src does not use today but cn() has to treat as the library does the day it does.
const FURTHER_FORMS = ["!px-4", "md:!px-6", "w-[42px]", "hover:!bg-teal", "-mx-[3px]", "focus:hover:bg-sand", "hover:focus:bg-teal"];

interface Parsed {
  variants: string;
  base: string;
}

const parsed = new Map<string, Parsed>();

/** `md:hover:!px-4` → variants `hover:md:!` (sorted, important last) and base `px-4`. */
function parse(token: string): Parsed {
  const known = parsed.get(token);
  if (known) return known;
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < token.length; i++) {
    const c = token[i];
    if (c === "[" || c === "(") depth++;
    else if (c === "]" || c === ")") depth--;
    else if (c === ":" && depth === 0) {
      parts.push(token.slice(start, i));
      start = i + 1;
    }
  }
  let base = token.slice(start);
  const important = base.startsWith("!") || base.endsWith("!");
  if (important) base = base.startsWith("!") ? base.slice(1) : base.slice(0, -1);
  const result = { variants: [...parts.sort(), important ? "!" : ""].join(":"), base };
  parsed.set(token, result);
  return result;
}

function knownDifference(earlier: Parsed, later: Parsed) {
  return KNOWN_DIFFERENCES.find(
    (d) =>
      (d.earlier.test(earlier.base) && d.later.test(later.base)) ||
      (d.eitherOrder && d.earlier.test(later.base) && d.later.test(earlier.base)),
  );
}

/**
 * Every ordered pair of classes that can conflict: both cn() and the library key a conflict by the
 * class's variants and `!` (tailwind-merge's classId), so two classes with different variant sets
 * never remove one another in either and need no comparing. Sorting the variants puts `hover:focus:`
 * and `focus:hover:` in one bucket, so a difference in how the two order variants still shows.
 */
function conflictCandidates(classes: string[]): [string, string][] {
  const buckets = new Map<string, string[]>();
  for (const c of classes) {
    const key = parse(c).variants;
    buckets.set(key, [...(buckets.get(key) ?? []), c]);
  }
  return [...buckets.values()].flatMap((bucket) => bucket.flatMap((a) => bucket.map((b): [string, string] => [a, b])));
}

interface Pair {
  a: string;
  b: string;
  library: string;
}

function pairDifferences(pairs: Pair[], merge: Merge) {
  const unexplained: string[] = [];
  const explained: { a: string; b: string; ours: string; library: string; difference: (typeof KNOWN_DIFFERENCES)[number] }[] = [];
  for (const { a, b, library } of pairs) {
    const ours = merge(a, b);
    const difference = knownDifference(parse(a), parse(b));
    if (!difference) {
      if (ours !== library) unexplained.push(`${a} + ${b}: cn gives "${ours}", tailwind-merge "${library}"`);
      continue;
    }
    const expected = difference.ours === "later wins" && a !== b ? b : difference.ours === "later wins" ? a : `${a} ${b}`;
    if (ours !== expected) unexplained.push(`${a} + ${b}: cn gives "${ours}", the known difference says "${expected}"`);
    else explained.push({ a, b, ours, library, difference });
  }
  return { unexplained, explained };
}

describe("cn() merges classes as tailwind-merge does, for every class client/src uses", () => {
  let tailwind: Map<string, Set<string>>;
  let pairs: Pair[];
  let ours: ReturnType<typeof pairDifferences>;

  beforeAll(() => {
    // The merge's own tables name prefixes and values, not classes the site renders.
    tailwind = tailwindClasses([...literalWords(["lib/class-groups.ts", "lib/merge-classes.ts"]), ...FURTHER_FORMS]);
    pairs = conflictCandidates([...tailwind.keys()]).map(([a, b]) => ({ a, b, library: twMerge(a, b) }));
    ours = pairDifferences(pairs, cn);
  });

  it("finds the classes in the source, with their variants, arbitrary values and negatives", () => {
    expect(tailwind.size).toBeGreaterThan(500);
    for (const c of ["px-4", "md:px-10", "data-[state=open]:bg-sand", "lg:w-[calc(25%-1.125rem)]", "-translate-y-1/2", "[&>button]:hover:bg-teal-dark", ...FURTHER_FORMS]) {
      expect(tailwind.has(c), c).toBe(true);
    }
    expect(tailwind.has("retreats")).toBe(false);
  });

  it("gives the library's answer for every pair that can conflict, but for the known differences", () => {
    expect(ours.unexplained).toEqual([]);
    for (const d of KNOWN_DIFFERENCES) {
      expect(ours.explained.some((e) => e.difference === d && e.ours !== e.library), `no pair in client/src still meets: ${d.why}`).toBe(true);
    }
  });

  it("parts from the library only where Tailwind 3.4's own CSS says so", () => {
    for (const { a, b, difference } of ours.explained) {
      const earlier = tailwind.get(a)!;
      const later = tailwind.get(b)!;
      const covered = [...earlier].every((property) => later.has(property));
      expect(covered ? "later wins" : "both stay", `${a} + ${b}: ${[...earlier]} then ${[...later]}`).toBe(difference.ours);
    }
  });

  it("would notice a merge that misses a conflict", () => {
    const joinOnly: Merge = (...lists) => lists.join(" ");
    expect(pairDifferences(pairs, joinOnly).unexplained.length).toBeGreaterThan(1000);
  });

  it("returns what the library returns at every cn() call, with every className its callers pass", () => {
    const calls = cnCalls();
    expect(calls.length).toBeGreaterThan(50);
    const differing = calls.flatMap((call) => {
      const ours = call.results(cn);
      const library = call.results(twMerge);
      return ours.flatMap((result, i) => (result === library[i] ? [] : [`${call.where}: cn gives "${result}", tailwind-merge "${library[i]}"`]));
    });
    expect(differing).toEqual([]);
  });
});
