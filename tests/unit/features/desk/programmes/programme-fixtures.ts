import { apiPaths } from "@shared/api-paths";
import type { AuthUser } from "@shared/api-types";
import { mockFetch, type RecordedCall } from "../../../enquiries/helpers";
import type { AdminProgramme } from "@/features/desk/programmes/api/programme-types";

export const ADMIN: AuthUser = { id: 1, username: "asha", role: "admin", name: null, email: null } as AuthUser;

export const programme = (o: Partial<AdminProgramme> = {}): AdminProgramme => ({
  id: 7, slug: "just-me-time", catalogue: "womens-retreats", title: "Just Me Time", summary: "Five quiet days that are yours alone.",
  highlights: ["Morning yoga"], duration: "5 Days", image: "/art/lotus-pond.svg",
  card: { location: "Domestic & International", category: "Women", groupSize: "8-12 women", rating: 4.8 }, position: 5,
  status: "published", version: 2, itinerary: [], included: [], notIncluded: [], stay: null, faq: [], photos: [],
  updatedAt: "2027-03-01T05:00:00.000Z", updatedBy: "meera", ...o,
});

type Reply = { status?: number; body?: unknown };

/** The programmes' API as the desk reads it: the list from `list`, anything else from `more`. */
export function serveProgrammes(list: () => AdminProgramme[], more: (call: RecordedCall) => Reply | undefined = () => undefined) {
  return mockFetch((call) => {
    const custom = more(call);
    if (custom) return custom;
    if (call.url === apiPaths.deskClock.href()) return { body: { timeZone: "Asia/Kolkata", now: "2027-03-01T06:00:00.000Z" } };
    if (call.url.endsWith("/versions")) return { body: [] };
    if (call.method === "GET" && call.url.startsWith(apiPaths.adminProgrammes.pattern)) return { body: list() };
    return { status: 404, body: { message: `Unexpected ${call.method} ${call.url}` } };
  });
}
