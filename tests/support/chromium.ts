/** How the browser tests start Debian's Chromium, headless (tests/e2e/global-setup.ts). */
export const CHROMIUM_OPTIONS = {
  executablePath: process.env.CHROME_PATH || "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-quic", "--no-first-run"],
};
