// The Lighthouse configuration the benchmarks gather with (scripts/bench-lighthouse.mjs), and the
// one scripts/lighthouse-what-if.mjs must audit with: Lighthouse refuses saved loads audited with
// other settings. A phone of the mobile preset, simulated throttling.
export const LIGHTHOUSE_CONFIG = {
  extends: "lighthouse:default",
  settings: { formFactor: "mobile", screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false }, throttlingMethod: "simulate" },
};
