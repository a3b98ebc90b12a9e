// What each Tailwind class of client/src sets, as Tailwind 3.4 and tailwind.config.ts define it: two
// classes of one group (under the same variants) override each other, and a group may override
// others too (`p-4` sets what `px-2` sets). Only the utilities client/src uses are here;
// tests/unit/platform/styling/class-merge.test.ts compares the result with the full tailwind-merge library
// on every pair of classes in client/src, so a class missing here fails there.

type Rule = string | ((value: string) => string | undefined);

const words = (list: string) => list.split(" ");
const isNumber = (v: string) => /^\d+$/.test(v);
const either = (test: (v: string) => boolean, yes: string, no: string) => (v: string) => (test(v) ? yes : no);
const oneOf = (list: string, group: string) => {
  const values = new Set(words(list));
  return (v: string) => (values.has(v) ? group : undefined);
};

/** Classes that are a value of their group by themselves. */
const WHOLE = new Map<string, string>();
for (const [group, names] of Object.entries({
  display: "block inline inline-block flex inline-flex grid table table-cell hidden contents",
  position: "fixed absolute relative sticky",
  visibility: "visible invisible",
  isolation: "isolate",
  sr: "sr-only not-sr-only",
  container: "container",
  "font-style": "italic not-italic",
  "text-transform": "uppercase capitalize normal-case",
  "text-decoration": "underline line-through no-underline",
  "fvn-spacing": "tabular-nums",
  "text-overflow": "truncate",
  "border-w": "border",
  "border-t": "border-t",
  "border-b": "border-b",
  "divide-y": "divide-y",
  shadow: "shadow",
  // Tailwind 3's bare `outline` is outline-style: solid (Tailwind 4's is a width); outline-none is the
  // whole shorthand, which the library keeps beside it.
  "outline-solid": "outline",
  "table-layout": "table-auto table-fixed",
  grow: "grow",
  rounded: "rounded",
  transition: "transition",
  "backdrop-blur": "backdrop-blur",
})) {
  for (const name of words(names)) WHOLE.set(name, group);
}

const flexDirection = oneOf("row col col-reverse", "flex-direction");
const fontFamily = oneOf("sans mono display", "font-family");
const fontWeight = oneOf("normal medium semibold bold", "font-weight");
const textAlign = oneOf("left center right", "text-align");
// `soft` is our theme's box shadow (tailwind.config.ts), a size like the built-in ones.
const shadowSize = oneOf("sm lg soft", "shadow");

/** `prefix-value` classes: the prefix's group, or the group its value picks. */
const PREFIXES = new Map<string, Rule>(Object.entries({
  ...Object.fromEntries(
    words(
      "inset inset-x top right bottom left z p px py pt pr pb pl m mx mt mb ml scroll-mt space-y gap gap-x gap-y w h min-w min-h max-w max-h " +
        "aspect grid-cols col-span items self content justify-self leading tracking underline-offset whitespace align overflow overflow-x " +
        "overflow-y overscroll from via to opacity duration animate scale rotate translate-x translate-y cursor pointer-events select " +
        "appearance accent fill resize grow shrink basis order justify-items mr rounded transition blur backdrop-blur",
    ).map((prefix) => [prefix, prefix]),
  ),
  flex: (v) => (v === "1" || v === "none" ? "flex" : v === "wrap" || v === "nowrap" ? "flex-wrap" : flexDirection(v)),
  justify: oneOf("start end center between", "justify"),
  font: (v) => fontFamily(v) ?? fontWeight(v),
  // Named sizes set a line height too in Tailwind 3; an arbitrary one (text-[0.95rem]) does not.
  text: (v) =>
    /^(xs|sm|base|lg|\d?xl)$/.test(v)
      ? "font-size"
      : /^\[[\d.]+[a-z%]+\]$/.test(v)
        ? "font-size-arbitrary"
        : (textAlign(v) ?? "text-color"),
  decoration: either(isNumber, "decoration-thickness", "decoration-color"),
  // Tailwind 3: break-words is overflow-wrap and break-all is word-break, two properties.
  break: (v) => (v === "words" ? "overflow-wrap" : v === "all" ? "word-break" : undefined),
  list: oneOf("none disc decimal", "list"),
  object: either((v) => v === "cover", "object-fit", "object-position"),
  // Tailwind 3's gradients are bg-gradient-to-*, an image over the background colour.
  bg: either((v) => /^(gradient-to-|\[(url|(linear|radial|conic)-gradient)\()/.test(v), "bg-image", "bg-color"),
  border: (v) => (isNumber(v) ? "border-w" : v === "dashed" ? "border-style" : v === "collapse" ? "border-collapse" : "border-color"),
  "border-t": (v) => (isNumber(v) ? "border-t" : undefined),
  "border-b": (v) => (isNumber(v) ? "border-b" : undefined),
  "border-l": (v) => (isNumber(v) ? "border-l" : undefined),
  divide: () => "divide-color",
  shadow: (v) => shadowSize(v) ?? "shadow-color",
  ring: either(isNumber, "ring-w", "ring-color"),
  "ring-offset": either(isNumber, "ring-offset-w", "ring-offset-color"),
  outline: (v) => (v === "none" ? "outline-style" : isNumber(v) ? "outline-w" : v === "offset" ? undefined : "outline-color"),
}));

/** Groups whose class also overrides the classes of other groups. */
export const OVERRIDES: Record<string, string[]> = {
  overflow: words("overflow-x overflow-y"),
  inset: words("inset-x top right bottom left"),
  "inset-x": words("right left"),
  flex: words("grow shrink basis"),
  gap: words("gap-x gap-y"),
  p: words("px py pt pr pb pl"),
  px: words("pr pl"),
  py: words("pt pb"),
  m: words("mx mt mb ml mr"),
  mx: words("ml mr"),
  "font-size": words("leading font-size-arbitrary"),
  "font-size-arbitrary": ["font-size"],
  "border-w": words("border-t border-b border-l"),
};

/** The group of a class without variants, `!` or a leading `-`; undefined for a class not listed. */
export function classGroup(name: string): string | undefined {
  if (name[0] === "[") {
    // An arbitrary property, [overflow-wrap:anywhere], conflicts only with the same property.
    const colon = name.indexOf(":");
    return colon > 1 && name.endsWith("]") ? name.slice(0, colon) : undefined;
  }
  if (WHOLE.has(name)) return WHOLE.get(name);
  for (let dash = name.lastIndexOf("-"); dash > 0; dash = name.lastIndexOf("-", dash - 1)) {
    const rule = PREFIXES.get(name.slice(0, dash));
    const group = typeof rule === "function" ? rule(name.slice(dash + 1)) : rule;
    if (group) return group;
  }
  return undefined;
}
