import { describe, expect, it } from "vitest";
import { preloadHelperCode } from "../../../../scripts/small-preload-helper";

interface FakeLink {
  rel?: string;
  href?: string;
  crossOrigin?: string;
  onload?: () => void;
  onerror?: (e: unknown) => void;
}

/** Runs the helper's code against a fake document; returns its __vitePreload and the links it added. */
function helper(existing: { href: string; rel: string }[] = []) {
  const links: FakeLink[] = [];
  const document = {
    querySelector: (selector: string) =>
      existing.find((l) => selector.includes(`href="${l.href}"`) && (!selector.includes("[rel=stylesheet]") || l.rel === "stylesheet")) ?? null,
    createElement: () => ({}) as FakeLink,
    head: { appendChild: (l: FakeLink) => links.push(l) },
  };
  const body = preloadHelperCode("/").replace("export const __vitePreload =", "return");
  const preload = new Function("document", body)(document) as (load: () => Promise<unknown>, deps?: string[]) => Promise<unknown>;
  return { preload, links };
}

describe("the small preload helper", () => {
  it("preloads each chunk a lazily loaded chunk imports, once, then loads it", async () => {
    const { preload, links } = helper();
    expect(await preload(async () => "screen", ["assets/a.js", "assets/b.js"])).toBe("screen");
    expect(links.map((l) => [l.rel, l.href, l.crossOrigin])).toEqual([
      ["modulepreload", "/assets/a.js", ""],
      ["modulepreload", "/assets/b.js", ""],
    ]);
    await preload(async () => "again", ["assets/a.js"]);
    expect(links).toHaveLength(2);
  });

  it("loads at once without dependencies, and skips what the page already has", async () => {
    const { preload, links } = helper([{ href: "/assets/index.css", rel: "stylesheet" }]);
    expect(await preload(async () => 1)).toBe(1);
    expect(await preload(async () => 2, ["assets/index.css"])).toBe(2);
    expect(links).toHaveLength(0);
  });

  it("waits for a stylesheet the chunk needs, and fails with it", async () => {
    const { preload, links } = helper();
    let loaded = false;
    const done = preload(async () => (loaded = true), ["assets/x.css"]);
    await Promise.resolve();
    expect(loaded).toBe(false);
    expect(links[0].rel).toBe("stylesheet");
    links[0].onload!();
    await done;
    expect(loaded).toBe(true);

    const failing = preload(async () => "never", ["assets/y.css"]);
    links[1].onerror!(new Error("404"));
    await expect(failing).rejects.toThrow("404");
  });

  it("passes on a failed import", async () => {
    const { preload } = helper();
    await expect(preload(() => Promise.reject(new Error("offline")), [])).rejects.toThrow("offline");
  });
});
