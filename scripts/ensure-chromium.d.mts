// Types of what TypeScript imports from ensure-chromium.mjs.
export function findTestBrowser(): string | undefined;
