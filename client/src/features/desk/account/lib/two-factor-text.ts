/** "JBSW Y3DP EHPK 3PXP": a base32 key in groups of four, easier to read off and type in. */
export function keyInGroups(secret: string): string {
  return (secret.replace(/\s+/g, "").match(/.{1,4}/g) ?? []).join(" ");
}

/** The recovery codes as a text file: what they are, whose, and one code a line. */
export function recoveryCodesFile(codes: string[], username: string, site: string): string {
  return [
    `${site}: two-factor recovery codes for ${username}`,
    "Each code signs you in once, in place of a code from your authenticator app.",
    "",
    ...codes,
    "",
  ].join("\n");
}
