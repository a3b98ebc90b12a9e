// Types of what TypeScript imports from ensure-chromium.mjs.
export function findChromium(): string | undefined;
export function findTestBrowser(): string | undefined;
