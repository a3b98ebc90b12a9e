import { load, signIn, startProduct } from "./bench-lib.mjs";
const url = process.env.DB;
const path = process.argv[2];
const product = await startProduct({
  env: { DATABASE_URL: url, ADMIN_USERNAME: "bench", ADMIN_PASSWORD: "bench-password-1", LOGIN_RATE_LIMIT: "1000", DESK_TIMEZONE: "Asia/Kolkata" },
  stdout: "ignore",
  nodeArgs: process.env.PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.PROF}`] : [],
});
const cookie = await signIn(product.base, "bench", "bench-password-1");
const opts = { url: product.base, connections: 1, requests: [{ method: "GET", headers: { cookie }, path }] };
await load("warm-up", { ...opts, duration: 2 }, product.child);
const r = await load(path, { ...opts, duration: 8 }, product.child);
console.log(r.rps.toFixed(0), "p50", r.p50, "p95", r.p95, "cpu", r.cpuMs.toFixed(2), r.non2xx);
await product.stop();
