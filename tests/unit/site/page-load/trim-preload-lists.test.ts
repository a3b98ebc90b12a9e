import { describe, expect, it } from "vitest";
import { trimPreloadLists } from "../../../../scripts/trim-preload-lists";

const table = (names: string[]) => `const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=${JSON.stringify(names)})))=>i.map(i=>d[i]);\n`;

describe("a chunk's preload lists", () => {
  const code =
    table(["assets/page-a.js", "assets/boot-x.js", "assets/index-y.css", "assets/shared-b.js", "assets/page-c.js"]) +
    `const a=()=>p(()=>import("./page-a.js"),__vite__mapDeps([0,1,2,3]));const c=()=>p(()=>import("./page-c.js"),__vite__mapDeps([4,3,1]));`;

  it("leave out what the chunk has loaded, and name the rest by their new places", () => {
    const out = trimPreloadLists(code, new Set(["assets/boot-x.js", "assets/index-y.css"]));
    expect(out).toContain(`m.f=["assets/page-a.js","assets/shared-b.js","assets/page-c.js"]`);
    expect(out).toContain(`import("./page-a.js"),__vite__mapDeps([0,1])`);
    expect(out).toContain(`import("./page-c.js"),__vite__mapDeps([2,1])`);
  });

  it("keep every name when nothing is loaded, and leave a chunk without lists as it was", () => {
    const out = trimPreloadLists(code, new Set());
    const names = (s: string) => JSON.parse(/m\.f=(\[[^\]]*\])/.exec(s)![1]) as string[];
    // Each import names the same files as before, in the same order.
    const lists = (s: string) => [...s.matchAll(/__vite__mapDeps\(\[([\d,]*)\]\)/g)].map((m) => m[1].split(",").map((n) => names(s)[Number(n)]));
    expect(lists(out)).toEqual(lists(code));
    expect(trimPreloadLists("export const x=1;", new Set(["a"]))).toBe("export const x=1;");
  });
});
