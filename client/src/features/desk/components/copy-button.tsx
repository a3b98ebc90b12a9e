import { useEffect, useState } from "react";
import { Check, Copy } from "lucide-react";
import { Button } from "@/components/ui/button";

/** How long "Copied" stays beside the button. */
const SHOWN_MS = 2_500;

type CopyState = "idle" | "copied" | "failed";

/** Copies `value` with the Clipboard API and says so beside the button, to the eye and to screen readers. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const [state, setState] = useState<CopyState>("idle");
  useEffect(() => {
    if (state === "idle") return;
    const timer = setTimeout(() => setState("idle"), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = () => {
    if (!navigator.clipboard) return setState("failed");
    navigator.clipboard.writeText(value).then(
      () => setState("copied"),
      () => setState("failed"),
    );
  };

  return (
    <span className="inline-flex items-center gap-1">
      <Button type="button" variant="ghost" size="icon" aria-label={label} onClick={copy}>
        {state === "copied" ? <Check className="h-4 w-4" aria-hidden="true" /> : <Copy className="h-4 w-4" aria-hidden="true" />}
      </Button>
      <span role="status" className="text-sm font-semibold text-ink-muted">
        {state === "copied" ? "Copied" : state === "failed" ? "Copy failed: select the text instead" : ""}
      </span>
    </span>
  );
}
