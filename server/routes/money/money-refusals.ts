import { HttpError } from "../../core/errors";
import type { MoneyRefusal } from "../../storage";

const REFUSALS: Record<Exclude<MoneyRefusal["error"], "duplicate" | "implausible">, [number, string]> = {
  "no-booking": [404, "No such booking"],
  erased: [409, "This booking's personal data was erased"],
  "no-quote": [400, "This booking has no accepted quote"],
  cancelled: [409, "This booking is cancelled"],
  "no-payment": [404, "No such payment on this booking"],
  "already-voided": [409, "This payment is already voided"],
  "nothing-overdue": [409, "Nothing is overdue"],
  "late-fee-added": [409, "A late fee was already added for every overdue instalment"],
};

/** Throws the HTTP answer of a refused command; answers the result when it was not refused. */
export function unlessRefused<T extends object>(result: T | MoneyRefusal): T {
  if (!("error" in result)) return result;
  if (result.error === "implausible") throw new HttpError(400, result.message, [{ path: result.path, message: result.message }]);
  if (result.error === "duplicate") {
    throw new HttpError(409, `This method and reference are already recorded on booking ${result.reference}`, [
      { path: "reference", message: `Already recorded on booking ${result.reference}` },
    ]);
  }
  const [status, message] = REFUSALS[result.error];
  throw new HttpError(status, message);
}
