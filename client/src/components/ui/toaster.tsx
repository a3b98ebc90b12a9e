import { lazy, Suspense, useState } from "react";
import { useToast } from "@/hooks/use-toast";

// Radix Toast is loaded with the first toast, so pages that never show one do not carry it.
const ToasterView = lazy(() => import("./toaster-view"));

/** The one place toasts appear; F8 (Radix's default hotkey) moves focus to it. */
export function Toaster() {
  const { toasts } = useToast();
  // Once a toast has been shown the view stays mounted, so its closing animation can finish.
  const [used, setUsed] = useState(false);
  if (toasts.length > 0 && !used) setUsed(true);
  if (!used && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}
