import { OVERRIDES, classGroup } from "./class-groups";

// The variants whose place among the others changes the selector (Tailwind 3's pseudo-elements and
// `*`); only the variants between two of them may be reordered: `hover:focus:` is `focus:hover:`.
const ORDERED = new Set(["*", "before", "after", "placeholder", "file", "marker", "selection", "first-line", "first-letter", "backdrop"]);

function variantKey(variants: string[], important: boolean): string {
  const key: string[] = [];
  let run: string[] = [];
  for (const variant of variants) {
    if (variant[0] === "[" || ORDERED.has(variant)) {
      key.push(...run.sort(), variant);
      run = [];
    } else run.push(variant);
  }
  return [...key, ...run.sort()].join(":") + (important ? "!" : "");
}

/** `md:hover:!-mt-4` → the key of its variants and `!`, and the group of `mt-4`. */
function parse(name: string): { key: string; group: string | undefined } {
  const variants: string[] = [];
  let depth = 0;
  let start = 0;
  let slash = -1;
  for (let i = 0; i < name.length; i++) {
    const c = name[i];
    if (c === "[" || c === "(") depth++;
    else if (c === "]" || c === ")") depth--;
    else if (depth === 0 && c === ":") {
      variants.push(name.slice(start, i));
      start = i + 1;
    } else if (depth === 0 && c === "/") slash = i;
  }
  let base = name.slice(start);
  // Tailwind 3 writes `!` first; Tailwind 4 last.
  const important = base.startsWith("!") || base.endsWith("!");
  if (important) base = base.endsWith("!") ? base.slice(0, -1) : base.slice(1);
  if (base[0] === "-" && base.length > 1) base = base.slice(1);
  // An opacity (`bg-ink/60`) or fraction (`top-1/2`) after the value leaves the group as it is.
  const tail = slash > start ? name.length - slash - (name.endsWith("!") ? 1 : 0) : 0;
  const bare = base.slice(0, base.length - tail);
  return { key: variantKey(variants, important), group: classGroup(bare) ?? classGroup(base) };
}

/**
 * Joins a class list, and where two Tailwind classes under the same variants set the same thing,
 * keeps only the later one; anything else stays, in order.
 */
export function mergeClasses(classList: string): string {
  const taken = new Set<string>();
  const kept: string[] = [];
  const names = classList.trim().split(/\s+/);
  for (let i = names.length - 1; i >= 0; i--) {
    const { key, group } = parse(names[i]);
    if (group) {
      if (taken.has(`${key} ${group}`)) continue;
      for (const overridden of [group, ...(OVERRIDES[group] ?? [])]) taken.add(`${key} ${overridden}`);
    }
    kept.push(names[i]);
  }
  return kept.reverse().join(" ");
}
