import { Download } from "lucide-react";
import { SITE } from "@shared/site";
import { Button } from "@/components/ui/button";
import { recoveryCodesFile } from "../lib/two-factor-text";
import { CopyButton } from "../../components/copy-button";

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  a.click();
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The ten recovery codes, shown once, with Copy and Download (a .txt file). */
export function RecoveryCodes({ codes, username }: { codes: string[]; username: string }) {
  const file = recoveryCodesFile(codes, username, SITE.name);
  return (
    <div className="grid gap-3">
      <ul aria-label="Recovery codes" className="grid max-w-sm grid-cols-2 gap-2 font-mono text-base">
        {codes.map((c) => (
          <li key={c} className="rounded-lg bg-sand px-2 py-1">
            {c}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <CopyButton value={codes.join("\n")} label="Copy codes" labelShown />
        <Button type="button" variant="outline" size="sm" className="min-h-11" onClick={() => download(`recovery-codes-${username}.txt`, file)}>
          <Download className="h-4 w-4" aria-hidden="true" />
          Download (.txt)
        </Button>
      </div>
    </div>
  );
}
