// Finds Dovecot for the IMAP tests; installs Debian's dovecot-imapd when running as root with apt.
import { execSync } from "node:child_process";
import fs from "node:fs";

const CANDIDATES = [process.env.DOVECOT_PATH, "/usr/sbin/dovecot", "/usr/local/sbin/dovecot"].filter(Boolean);

export function findDovecot() {
  return CANDIDATES.find((p) => fs.existsSync(p));
}

export function ensureDovecot() {
  const found = findDovecot();
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  const hasApt = fs.existsSync("/usr/bin/apt-get");
  if (isRoot && hasApt) {
    console.log("Dovecot is missing: installing Debian's dovecot-imapd package for the IMAP tests...");
    execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq dovecot-imapd", { stdio: "inherit" });
    const installed = findDovecot();
    if (installed) return installed;
  }
  console.error(
    "The IMAP tests need Dovecot. Install it with `sudo apt-get install -y dovecot-imapd` (Debian/Ubuntu), " +
      "or set DOVECOT_PATH to a dovecot binary, then run `npm test` again.",
  );
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureDovecot());
