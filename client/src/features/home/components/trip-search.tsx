import { useId, useRef, useState, type FormEvent } from "react";
import { Search } from "lucide-react";
import { useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import { routeForExperience } from "@/lib/experience-routes";
import { saveLastSearch } from "@/lib/last-search";
import { arrivalState } from "@/lib/home-search-arrival";
import { GUEST_OPTIONS, HOME_SEARCH_FIELDS, pressedHomeSearch } from "@/lib/home-search-query";
import { useAdoptDomValue, useOnFirstCommit } from "@/lib/use-hydrated-effect";
import { useExperienceGroups } from "../api/experience-groups";

export const NO_EXPERIENCE_MESSAGE = "Please select an experience or trip to search for.";

const fieldClass =
  "mt-1.5 block h-12 w-full rounded-xl border border-ink/15 bg-white px-3.5 text-base text-ink shadow-sm focus-visible:border-teal";
const labelClass = "text-sm font-semibold text-ink";

/** 'Find Your Perfect Transformation Journey': remembers the search locally, then opens its page. */
export function TripSearch() {
  const [, navigate] = useLocation();
  const groups = useExperienceGroups();
  const [destination, setDestination] = useState("");
  const [date, setDate] = useState("");
  const [guests, setGuests] = useState("");
  const ids = { experience: useId(), date: useId(), guests: useId() };
  // Choices made in the server's HTML before hydration are kept, not reset.
  const experienceRef = useRef<HTMLSelectElement>(null);
  const dateRef = useRef<HTMLInputElement>(null);
  const guestsRef = useRef<HTMLSelectElement>(null);
  useAdoptDomValue(experienceRef, destination, setDestination);
  useAdoptDomValue(dateRef, date, setDate);
  useAdoptDomValue(guestsRef, guests, setGuests);
  // Search pressed before hydration: the form went to "/?experience=…" natively; carry it out now.
  useOnFirstCommit(() => {
    const pressed = pressedHomeSearch(window.location.search);
    if (!pressed) return;
    if (!pressed.destination) {
      // The empty search reached "/?experience=" before the scripts ran: answer it as a press would.
      navigate(window.location.pathname, { replace: true });
      window.alert(NO_EXPERIENCE_MESSAGE);
      return;
    }
    saveLastSearch(pressed);
    navigate(routeForExperience(groups, pressed.destination), { replace: true, state: arrivalState(pressed.destination) });
  });

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!destination) {
      window.alert(NO_EXPERIENCE_MESSAGE);
      return;
    }
    saveLastSearch({ destination, date, guests });
    navigate(routeForExperience(groups, destination), { state: arrivalState(destination) });
  }

  return (
    <section
      aria-labelledby="trip-search-title"
      // The card rides up over the hero; below that overlap the sand of the next section begins.
      className="relative z-10 -mt-20 bg-[linear-gradient(to_bottom,transparent_5rem,#FBF6EE_5rem)] md:-mt-24 md:bg-[linear-gradient(to_bottom,transparent_6rem,#FBF6EE_6rem)]"
    >
      <div className="container">
        <div className="rounded-card bg-white p-6 shadow-soft ring-1 ring-ink/5 md:p-8">
          <h2 id="trip-search-title" className="text-2xl font-semibold md:text-3xl">
            Find Your Perfect Transformation Journey
          </h2>
          <form
            method="get"
            action="/"
            onSubmit={onSubmit}
            noValidate
            aria-labelledby="trip-search-title"
            className="mt-5 grid gap-4 md:grid-cols-2 lg:grid-cols-[2fr_1.2fr_1fr_auto] lg:items-end"
          >
            <div className="md:col-span-2 lg:col-span-1">
              <label htmlFor={ids.experience} className={labelClass}>
                Experience or trip
              </label>
              <select
                ref={experienceRef}
                id={ids.experience}
                name={HOME_SEARCH_FIELDS.experience}
                value={destination}
                onChange={(e) => setDestination(e.target.value)}
                className={fieldClass}
              >
                <option value="">Choose an experience…</option>
                {groups.map((group) => (
                  // The route rides on the group, so the browser reads the choices back from the served page.
                  <optgroup key={group.label} label={group.label} data-route={group.route}>
                    {group.options.map((o) => (
                      <option key={o.key} value={o.key}>
                        {o.label}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor={ids.date} className={labelClass}>
                Travel date
              </label>
              <input
                ref={dateRef}
                id={ids.date}
                name={HOME_SEARCH_FIELDS.date}
                type="date"
                value={date}
                onChange={(e) => setDate(e.target.value)}
                className={fieldClass}
              />
            </div>
            <div>
              <label htmlFor={ids.guests} className={labelClass}>
                Guests
              </label>
              <select
                ref={guestsRef}
                id={ids.guests}
                name={HOME_SEARCH_FIELDS.guests}
                value={guests}
                onChange={(e) => setGuests(e.target.value)}
                className={fieldClass}
              >
                <option value="">Any</option>
                {GUEST_OPTIONS.map((g) => (
                  <option key={g} value={g}>
                    {g} {g === "1" ? "guest" : "guests"}
                  </option>
                ))}
              </select>
            </div>
            <Button type="submit" size="lg" className="h-12 w-full md:col-span-2 lg:col-span-1 lg:w-auto">
              <Search aria-hidden="true" className="h-5 w-5" />
              Search
            </Button>
          </form>
        </div>
      </div>
    </section>
  );
}
