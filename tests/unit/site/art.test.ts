import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../../..");
const pub = path.join(root, "client/public");
const artDir = path.join(pub, "art");

const MOTIFS = [
  "sunrise-hills", "lotus-pond", "banyan-tree", "temple-dawn", "tea-estate", "backwaters",
  "beach-palms", "mountain-lake", "forest-path", "desert-dunes", "rainbow-valley", "moon-garden",
  "campfire-circle", "family-picnic", "city-lights", "workshop-desk", "lisbon-tram",
  "tallinn-old-town", "dubai-skyline", "mexico-colour", "costa-rica-jungle", "thailand-islands",
  "japan-fuji", "kyoto-torii", "new-zealand-peaks", "swiss-alps", "paris-rooftops", "santorini",
  "iceland-aurora", "morocco-medina", "bali-rice-terraces", "vietnam-bay", "peru-andes",
  "kenya-savanna", "scotland-highlands", "hero-journey",
];

const SVG_NS = "http://www.w3.org/2000/svg";
const KB = 1024;
// The full-bleed home hero is allowed more detail than the card artwork.
const budget = (name: string) => (name === "hero-journey.svg" ? 10 * KB : 6 * KB);

const artFiles = fs.readdirSync(artDir).filter((f) => f.endsWith(".svg")).sort();

/** Problems that make an SVG unsafe or non-self-contained when served as an image. */
function svgProblems(source: string): string[] {
  const problems: string[] = [];
  const doc = new DOMParser().parseFromString(source, "image/svg+xml");
  if (doc.getElementsByTagName("parsererror").length > 0) return ["does not parse as XML"];
  const svg = doc.documentElement;
  if (svg.localName !== "svg" || svg.namespaceURI !== SVG_NS) problems.push("root is not an SVG element");
  if (doc.getElementsByTagName("script").length > 0) problems.push("contains <script>");
  for (const el of Array.from(doc.getElementsByTagName("*"))) {
    for (const attr of Array.from(el.attributes)) {
      if (/^on/i.test(attr.name)) problems.push(`event handler ${attr.name}`);
      if (/(^|:)href$/.test(attr.name) && !attr.value.startsWith("#")) problems.push(`external ${attr.name}`);
    }
  }
  const urls = source.match(/https?:\/\/[^\s"')]+/g) ?? [];
  for (const url of urls) if (url !== SVG_NS) problems.push(`reference to ${url}`);
  if (/url\((?!#)/.test(source)) problems.push("url() that is not a local fragment");
  return problems;
}

const viewBoxOf = (source: string) =>
  new DOMParser().parseFromString(source, "image/svg+xml").documentElement.getAttribute("viewBox");

describe("site artwork", () => {
  it("has every motif the pages may reference", () => {
    const missing = MOTIFS.filter((m) => !artFiles.includes(`${m}.svg`));
    expect(missing).toEqual([]);
  });

  it("has a file for every /art/*.svg the client source references", () => {
    const referenced = new Set<string>();
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.(tsx?|css|html)$/.test(entry.name)) {
          for (const m of fs.readFileSync(full, "utf8").matchAll(/\/art\/([a-z0-9-]+)\.svg/g)) referenced.add(m[1]);
        }
      }
    };
    walk(path.join(root, "client/src"));
    const missing = [...referenced].filter((m) => !artFiles.includes(`${m}.svg`));
    expect(missing).toEqual([]);
  });

  it.each(artFiles)("%s is a safe, self-contained 800x500 SVG within its size budget", (file) => {
    const bytes = fs.statSync(path.join(artDir, file)).size;
    const source = fs.readFileSync(path.join(artDir, file), "utf8");
    expect(svgProblems(source)).toEqual([]);
    expect(viewBoxOf(source)).toBe("0 0 800 500");
    expect(bytes).toBeLessThanOrEqual(budget(file));
  });
});

describe("the checks themselves", () => {
  const ok = `<svg xmlns="${SVG_NS}" viewBox="0 0 800 500"><defs><linearGradient id="g"/></defs><rect fill="url(#g)"/></svg>`;

  it("accepts a plain local SVG", () => {
    expect(svgProblems(ok)).toEqual([]);
  });

  it.each([
    ["a script", `<svg xmlns="${SVG_NS}"><script>alert(1)</script></svg>`, "contains <script>"],
    ["an external image", `<svg xmlns="${SVG_NS}"><image href="https://example.com/a.png"/></svg>`, "external href"],
    ["an event handler", `<svg xmlns="${SVG_NS}" onload="x()"></svg>`, "event handler onload"],
    ["broken XML", `<svg xmlns="${SVG_NS}"><rect></svg>`, "does not parse as XML"],
  ])("rejects %s", (_label, source, problem) => {
    expect(svgProblems(source)).toContain(problem);
  });
});

describe("icons and social card", () => {
  it.each(["logo.svg", "favicon.svg"])("%s is a safe square SVG", (file) => {
    const source = fs.readFileSync(path.join(pub, file), "utf8");
    expect(svgProblems(source)).toEqual([]);
    const [x, y, w, h] = (viewBoxOf(source) ?? "").split(/\s+/).map(Number);
    expect([x, y]).toEqual([0, 0]);
    expect(w).toBeGreaterThan(0);
    expect(w).toBe(h);
  });

  it("og-image.png is a 1200x630 PNG under 150 KB", () => {
    const png = fs.readFileSync(path.join(pub, "og-image.png"));
    expect(png.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
    expect(png.subarray(12, 16).toString("ascii")).toBe("IHDR");
    expect(png.readUInt32BE(16)).toBe(1200);
    expect(png.readUInt32BE(20)).toBe(630);
    expect(png.length).toBeLessThan(150 * KB);
  });
});
