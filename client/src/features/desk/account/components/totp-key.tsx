import { keyInGroups } from "../lib/two-factor-text";
import { CopyButton } from "../../components/copy-button";

/** The secret for typing into an app: shown in groups of four, copied without the spaces. */
export function TotpKey({ secret }: { secret: string }) {
  return (
    <div className="grid gap-2">
      <p className="text-sm font-semibold">Key</p>
      <code data-testid="totp-secret" data-secret={secret} className="rounded-lg bg-sand px-2 py-1 font-mono text-base tracking-wide">
        {keyInGroups(secret)}
      </code>
      <CopyButton value={secret} label="Copy key" labelShown />
    </div>
  );
}
