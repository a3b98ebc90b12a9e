import { BellRing } from "lucide-react";

/**
 * "N new enquiries" floating over the desk. It is fixed in the viewport, so appearing never moves
 * the list someone is reading; the list changes only when they press the button.
 */
export function ArrivalsBanner({ count, onShow }: { count: number; onShow: () => void }) {
  return (
    <div aria-live="polite" data-arrivals className="pointer-events-none fixed inset-x-0 bottom-6 z-40 flex justify-center px-4">
      {count > 0 && (
        <button
          type="button"
          onClick={onShow}
          className="pointer-events-auto inline-flex min-h-11 items-center gap-2 rounded-full bg-teal px-5 text-base font-semibold text-white shadow-soft hover:bg-teal-dark focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-saffron focus-visible:ring-offset-2"
        >
          <BellRing className="h-4 w-4" aria-hidden="true" />
          {count === 1 ? "1 new enquiry" : `${count} new enquiries`}
          <span className="underline underline-offset-4">Show</span>
        </button>
      )}
    </div>
  );
}
