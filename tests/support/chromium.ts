import { findTestBrowser } from "../../scripts/ensure-chromium.mjs";

/** How the browser tests start Debian's Chromium, headless (tests/e2e/global-setup.ts): the browser scripts/ensure-chromium.mjs picks. */
export const CHROMIUM_OPTIONS = {
  executablePath: findTestBrowser() ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-quic", "--no-first-run"],
};
