import type { ReactNode } from "react";
import { HydrationSlice } from "@/components/hydration/hydration-slice";

/** One card of the trip page, named by its heading; each hydrates in a pass of its own, so none holds a phone's main thread long. */
export function TripSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-card bg-white p-5 shadow-soft ring-1 ring-sand-dark md:p-7">
      <h2 id={id} className="text-2xl font-semibold">
        {title}
      </h2>
      <div className="mt-4">
        <HydrationSlice>{children}</HydrationSlice>
      </div>
    </section>
  );
}
