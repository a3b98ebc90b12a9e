import type { Departure } from "@shared/schema/departures";
import { HttpError } from "../../core/errors";
import type { DepartureStorage } from "../../storage";

/**
 * A request body naming a departure (a quote, a date change), with what `facts` takes from the
 * departure filled in where the body leaves it out, so staff type nothing the departure knows and
 * may still change it. A `departureId` that is no id is left to the body's schema; one that names no
 * departure is a 400.
 */
export async function withDepartureFacts(storage: { departures: Pick<DepartureStorage, "departure"> }, body: unknown, facts: (d: Departure) => object): Promise<unknown> {
  if (typeof body !== "object" || body === null || !("departureId" in body)) return body;
  const { departureId } = body as { departureId: unknown };
  if (typeof departureId !== "number" || !Number.isInteger(departureId) || departureId < 1 || departureId > 2_147_483_647) return body;
  const d = await storage.departures.departure(departureId);
  if (!d) throw new HttpError(400, "Invalid input", [{ path: "departureId", message: "No such departure" }]);
  return { ...facts(d), ...body };
}
