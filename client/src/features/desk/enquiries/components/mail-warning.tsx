import { MailWarning as MailIcon } from "lucide-react";

/** Shown while any e-mail has failed for good: a visitor may think we never got their enquiry. */
export function MailWarning({ failed }: { failed: number }) {
  if (failed <= 0) return null;
  return (
    <div role="alert" className="flex items-start gap-3 rounded-card border border-red-300 bg-red-50 p-4 text-ink">
      <MailIcon className="mt-0.5 h-5 w-5 shrink-0 text-status-cancelled" aria-hidden="true" />
      <p className="text-base">
        <span className="font-semibold text-status-cancelled">
          {failed === 1 ? "1 e-mail could not be delivered." : `${failed} e-mails could not be delivered.`}
        </span>{" "}
        The enquiry's timeline shows the error; please contact the visitor another way.
      </p>
    </div>
  );
}
