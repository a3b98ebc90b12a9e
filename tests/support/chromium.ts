import fs from "node:fs";

/** Chromium's headless shell when installed (scripts/ensure-chromium.mjs says why), else Chromium. */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/** How the browser tests start Debian's Chromium, headless (tests/e2e/global-setup.ts). */
export const CHROMIUM_OPTIONS = {
  executablePath: process.env.CHROME_PATH || (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium"),
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-quic", "--no-first-run"],
};
