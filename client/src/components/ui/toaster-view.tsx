// shadcn/ui, adapted
import { useEffect, useRef } from "react";
import { useToast } from "@/hooks/use-toast";
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from "@/components/ui/toast";

/** The custom property a phone's full-screen dialog ends above (client/src/components/ui/dialog.tsx). */
const TOAST_SPACE = "--toast-space";

/**
 * Keeps TOAST_SPACE at the height the toasts take at the foot of the screen (0 without any), so a
 * dialog's last button (**Done**) is never under a toast.
 */
function useToastSpace() {
  const viewport = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const el = viewport.current;
    if (!el || typeof ResizeObserver === "undefined") return;
    const root = document.documentElement.style;
    const measure = () => root.setProperty(TOAST_SPACE, `${el.childElementCount > 0 ? Math.ceil(el.getBoundingClientRect().height) : 0}px`);
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    // A toast added or removed changes the list before (or without) changing its size.
    const children = new MutationObserver(measure);
    children.observe(el, { childList: true });
    measure();
    return () => {
      observer.disconnect();
      children.disconnect();
      root.removeProperty(TOAST_SPACE);
    };
  }, []);
  return viewport;
}

/** The one place toasts appear; F8 (Radix's default hotkey) moves focus to it. */
export default function ToasterView() {
  const { toasts } = useToast();
  const viewport = useToastSpace();
  return (
    <ToastProvider>
      {toasts.map(({ id, title, description, action, ...props }) => (
        <Toast key={id} {...props}>
          <div className="grid gap-1">
            {title && <ToastTitle>{title}</ToastTitle>}
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          {action}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport ref={viewport} />
    </ToastProvider>
  );
}
