import { Router } from "express";
import { apiPaths } from "@shared/api-paths";
import { csvRow } from "@shared/csv";
import { neutralisedText } from "@shared/text-rules";
import { NO_DETAILS } from "@shared/travellers/traveller-fields";
import type { Storage } from "../../storage";
import type { TravellerDetailsService } from "../../travellers/traveller-details";
import { requireRole } from "../../auth/staff-gate";
import { HttpError } from "../../core/errors";
import { pathId } from "../path-id";

const HEADER = [
  "Booking",
  "Traveller",
  "Full name",
  "Date of birth",
  "Nationality",
  "Document type",
  "Document number",
  "Document expiry",
  "Dietary needs",
  "Medical notes",
  "Emergency contact",
  "Emergency phone",
  "Insurer",
  "Policy number",
];

/** Rows saved before the text rules held may carry control characters or direction overrides: shown, never obeyed. */
const shown = (v: string | number | null) => (typeof v === "string" ? neutralisedText(v) : v);

/**
 * GET /api/admin/departures/:id/manifest.csv (admins): one row per traveller of the departure's
 * accepted bookings, with their document numbers opened, for the trip leader. Travellers not yet
 * filled in are rows with their booking and number only, so the gaps show. Written in the audit
 * log (which departure, how many travellers; no details) before anything is sent.
 */
export function manifestRouter(storage: Storage, details: TravellerDetailsService): Router {
  const router = Router();
  router.get(apiPaths.departureManifest.pattern, requireRole("admin"), async (req, res) => {
    const id = pathId(req);
    const departure = await storage.travellers.manifestDeparture(id);
    if (!departure) throw new HttpError(404, "No such departure");
    const lines: string[] = [];
    const bookings = await storage.travellers.manifestBookings(id);
    const opened = await details.openAll(bookings.map((b) => b.id));
    for (const booking of bookings) {
      for (let n = 1; n <= booking.travellers; n++) {
        const t = opened.get(booking.id)?.get(n) ?? { n, ...NO_DETAILS };
        lines.push(
          csvRow(
            [
              booking.reference,
              n,
              t.fullName,
              t.dateOfBirth,
              t.nationality,
              t.documentType,
              t.documentNumber,
              t.documentExpiry,
              t.dietary,
              t.medical,
              t.emergencyName,
              t.emergencyPhone,
              booking.insurer,
              booking.policyNumber,
            ].map(shown),
          ),
        );
      }
    }
    await storage.audit.appendAudit({
      actorId: req.staff?.id ?? null,
      actor: req.staff?.username ?? null,
      action: "manifest-export",
      target: `departure ${id}`,
      address: req.ip ?? null,
      detail: { departure: id, travellers: lines.length },
    });
    res.set("Content-Type", "text/csv; charset=utf-8");
    res.set("Content-Disposition", `attachment; filename="manifest-departure-${id}-${departure.startDate}.csv"`);
    res.send("\uFEFF" + csvRow(HEADER) + lines.join(""));
  });
  return router;
}
