import { Compass, LifeBuoy, Sprout, Users, type LucideIcon } from "lucide-react";
import { WHY_US, type Reason } from "@/content/home";
import { SectionHeading } from "./section-heading";

const ICONS: Record<Reason["icon"], LucideIcon> = {
  guides: Compass,
  authentic: Sprout,
  groups: Users,
  support: LifeBuoy,
};

export function WhyUs() {
  return (
    <section aria-labelledby="why-us-title" className="bg-white py-20 md:py-24">
      <div className="container">
        <SectionHeading id="why-us-title" eyebrow="Why travel with us" title="Journeys held with care">
          Everything is planned, so you can simply arrive and be present.
        </SectionHeading>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {WHY_US.map((r) => {
            const Icon = ICONS[r.icon];
            return (
              <li key={r.title} className="flex gap-5 rounded-card bg-sand p-6 sm:block sm:p-7">
                <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-teal text-white sm:h-14 sm:w-14">
                  <Icon aria-hidden="true" className="h-6 w-6 sm:h-7 sm:w-7" />
                </span>
                <div>
                  <h3 className="text-xl font-semibold sm:mt-5">{r.title}</h3>
                  <p className="mt-2 leading-relaxed text-ink-muted">{r.description}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
