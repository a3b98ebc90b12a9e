import { useEffect, useState } from "react";
import { Check, Copy } from "lucide-react";
import { Button } from "@/components/ui/button";

/** How long "Copied" stays. */
const SHOWN_MS = 2_500;

type CopyState = "idle" | "copied" | "failed";

const SAID: Record<CopyState, string> = { idle: "", copied: "Copied", failed: "Copy failed: select the text instead" };

/**
 * Copies `value` with the Clipboard API and says so, to the eye and to screen readers. Beside a
 * contact the button is an icon named `label` with the outcome next to it; where what is copied
 * stands alone (a two-factor key, recovery codes) `labelShown` writes the label in the button,
 * and the outcome in its place for a moment.
 */
export function CopyButton({ value, label, labelShown = false }: { value: string; label: string; labelShown?: boolean }) {
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
  const icon = state === "copied" ? <Check className="h-4 w-4" aria-hidden="true" /> : <Copy className="h-4 w-4" aria-hidden="true" />;

  if (labelShown) {
    return (
      <Button type="button" variant="outline" size="sm" className="min-h-11 justify-self-start" onClick={copy}>
        {icon}
        <span aria-live="polite">{SAID[state] || label}</span>
      </Button>
    );
  }
  return (
    <span className="inline-flex items-center gap-1">
      <Button type="button" variant="ghost" size="icon" aria-label={label} onClick={copy}>
        {icon}
      </Button>
      {/* Words whole ("Cop-ied" under a long e-mail address otherwise); the failure wraps at its spaces. */}
      <span role="status" className="text-sm font-semibold text-ink-muted [overflow-wrap:normal]">
        {SAID[state]}
      </span>
    </span>
  );
}
