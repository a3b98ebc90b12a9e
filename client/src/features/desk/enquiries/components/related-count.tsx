import { Users } from "lucide-react";

/** A list row's small count of the same person's other enquiries; nothing when there are none. */
export function RelatedCount({ count }: { count: number | undefined }) {
  if (!count) return null;
  const words = count === 1 ? "1 other enquiry from this person" : `${count} other enquiries from this person`;
  return (
    <span className="inline-flex shrink-0 items-center gap-1 whitespace-nowrap rounded-full bg-teal-light px-2 py-0.5 text-sm text-teal" title={words} data-related-count={count}>
      <Users className="h-4 w-4 shrink-0" aria-hidden="true" />
      <span aria-hidden="true">{count}</span>
      <span className="sr-only">{words}</span>
    </span>
  );
}
