import { keyInGroups } from "../lib/two-factor-text";
import { CopyButton } from "./copy-button";

/** The secret for typing into an app: shown in groups of four, copied without the spaces. */
export function TotpKey({ secret }: { secret: string }) {
  return (
    <div className="grid gap-2">
      <p className="text-sm font-semibold">Key</p>
      <code data-testid="totp-secret" data-secret={secret} className="rounded-lg bg-sand px-2 py-1 font-mono text-base tracking-wide">
        {keyInGroups(secret)}
      </code>
      <CopyButton text={secret} label="Copy key" />
    </div>
  );
}
