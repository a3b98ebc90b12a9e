// Finds a Chromium for the browser tests and the benchmarks; installs Debian's packages when running as root with apt.
import { execSync } from "node:child_process";
import fs from "node:fs";

const CANDIDATES = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"].filter(Boolean);
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

const canInstall = () => process.getuid?.() === 0 && fs.existsSync("/usr/bin/apt-get");
const aptInstall = (pkg) => execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkg}`, { stdio: "inherit" });

/** Chromium itself: what Lighthouse and the screenshots load pages in. */
export function findChromium() {
  return CANDIDATES.find((p) => fs.existsSync(p));
}

export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  if (canInstall()) {
    console.log("Chromium is missing: installing Debian's chromium package for the browser tests...");
    aptInstall("chromium");
    const installed = findChromium();
    if (installed) return installed;
  }
  console.error(
    "The browser tests need Chromium. Install it with `sudo apt-get install -y chromium-headless-shell` or `chromium` " +
      "(Debian/Ubuntu), or set CHROME_PATH to a Chromium or Chrome binary, then run `npm test` again.",
  );
  process.exit(1);
}

/** CHROME_PATH, else the headless shell when installed. */
const chosenTestBrowser = () => process.env.CHROME_PATH || (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : undefined);

/** The browser tests' browser as it is here, installing nothing: what ensureTestBrowser picks, else Chromium. */
export function findTestBrowser() {
  return chosenTestBrowser() ?? findChromium();
}

/**
 * What the browser tests drive: Chromium's headless shell (Debian's chromium-headless-shell, the
 * same Blink and V8 without the desktop browser around them, as Playwright itself uses for headless
 * runs). On the same test files it took a quarter less time and a third less CPU than Chromium
 * (docs/decisions/tests-in-lanes.md). Chromium when the shell can't be had; CHROME_PATH wins.
 */
export function ensureTestBrowser() {
  const chosen = chosenTestBrowser();
  if (chosen) return chosen;
  if (canInstall()) {
    try {
      console.log("Installing Debian's chromium-headless-shell for the browser tests...");
      aptInstall("chromium-headless-shell");
    } catch {
      console.log("chromium-headless-shell could not be installed: the browser tests use Chromium.");
    }
    if (fs.existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  }
  return ensureChromium();
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureTestBrowser());
