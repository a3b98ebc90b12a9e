import { forwardRef, type ReactNode } from "react";

interface FormMessageProps {
  id?: string;
  tone: "error" | "ok";
  /** -1 when the screen moves focus to the message (a refusal no field shows). */
  tabIndex?: number;
  children: ReactNode;
}

/** A form's outcome line: an error (announced at once) or a quiet confirmation. */
export const FormMessage = forwardRef<HTMLParagraphElement, FormMessageProps>(function FormMessage({ id, tone, tabIndex, children }, ref) {
  return tone === "error" ? (
    <p id={id} ref={ref} tabIndex={tabIndex} role="alert" className="rounded-xl bg-red-50 p-3 text-base font-medium text-status-cancelled">
      {children}
    </p>
  ) : (
    <p id={id} ref={ref} tabIndex={tabIndex} role="status" className="rounded-xl bg-green-50 p-3 text-base font-medium text-status-confirmed">
      {children}
    </p>
  );
});
