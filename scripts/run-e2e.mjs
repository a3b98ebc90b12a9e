// `npm run test:e2e`: the browser and build tests against the production build in dist/ (run
// `npm run build` first), with Chromium found or installed as `npm test` does.
import { spawnSync } from "node:child_process";
import { ensureTestBrowser } from "./ensure-chromium.mjs";

const chrome = ensureTestBrowser();
const r = spawnSync("npx", ["vitest", "run", "--project", "e2e", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, CHROME_PATH: chrome },
});
process.exit(r.status ?? 1);
