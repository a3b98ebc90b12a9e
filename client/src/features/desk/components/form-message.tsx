import type { ReactNode } from "react";

/** A form's outcome line: an error (announced at once) or a quiet confirmation. */
export function FormMessage({ id, tone, children }: { id?: string; tone: "error" | "ok"; children: ReactNode }) {
  return tone === "error" ? (
    <p id={id} role="alert" className="rounded-xl bg-red-50 p-3 text-base font-medium text-status-cancelled">
      {children}
    </p>
  ) : (
    <p id={id} role="status" className="rounded-xl bg-green-50 p-3 text-base font-medium text-status-confirmed">
      {children}
    </p>
  );
}
