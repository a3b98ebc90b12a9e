// Finds a Chromium for the browser tests; installs Debian's package when running as root with apt.
import { execSync } from "node:child_process";
import fs from "node:fs";

const CANDIDATES = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"].filter(Boolean);

export function findChromium() {
  return CANDIDATES.find((p) => fs.existsSync(p));
}

export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  const hasApt = fs.existsSync("/usr/bin/apt-get");
  if (isRoot && hasApt) {
    console.log("Chromium is missing: installing Debian's chromium package for the browser tests...");
    execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", { stdio: "inherit" });
    const installed = findChromium();
    if (installed) return installed;
  }
  console.error(
    "The browser tests need Chromium. Install it with `sudo apt-get install -y chromium` (Debian/Ubuntu), " +
      "or set CHROME_PATH to a Chromium or Chrome binary, then run `npm test` again.",
  );
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureChromium());
