import type { Router } from "express";
import { apiPaths } from "@shared/api-paths";
import { csvRow } from "@shared/csv";
import { deskIso } from "@shared/desk-clock";
import { paymentsCsvQuery } from "@shared/money/payment-requests";
import { audit } from "../../audit";
import type { Storage } from "../../storage";
import type { PaymentCsvRow } from "../../storage";
import { streamRows } from "../../stream-rows";
import { parseQuery } from "../parse-query";
import type { PaymentRoutesOptions } from "./payment-routes";

const HEADER = ["Payment", "Received on", "Amount (INR)", "Method", "Reference", "Note", "Voided", "Void reason", "Voided at", "Recorded by", "Recorded at", "Booking", "Name"];

async function* lines(rows: AsyncIterable<PaymentCsvRow>, timeZone: string): AsyncGenerator<string> {
  for await (const p of rows) {
    yield csvRow([
      p.id,
      p.receivedOn,
      p.amount,
      p.method,
      p.reference,
      p.note,
      p.voidedAt ? "voided" : "",
      p.voidReason,
      p.voidedAt ? deskIso(p.voidedAt, timeZone) : "",
      p.recordedBy,
      deskIso(p.createdAt, timeZone),
      p.bookingReference,
      `${p.firstName} ${p.lastName}`.trim(),
    ]);
  }
}

/**
 * GET /api/admin/payments.csv?from=YYYY-MM-DD&to=YYYY-MM-DD: one row per payment received in the
 * period, for the accountant: days as received, timestamps in ISO 8601 with DESK_TIMEZONE's offset,
 * rupees as integers, voided ones marked, each cell safe to open in a spreadsheet (shared/csv.ts).
 */
export function paymentsCsvRoute(router: Router, storage: Storage, o: PaymentRoutesOptions): void {
  router.get(apiPaths.paymentsCsv.pattern, async (req, res) => {
    const { from, to } = parseQuery(paymentsCsvQuery, req);
    res.set("Content-Type", "text/csv; charset=utf-8");
    res.set("Content-Disposition", `attachment; filename="payments-${from}-to-${to}.csv"`);
    await audit(storage, req, "payments-csv-export", null, { from, to });
    // A byte-order mark so spreadsheet programs read the UTF-8 names correctly.
    res.write("\uFEFF" + csvRow(HEADER));
    if (await streamRows(res, lines(storage.iteratePayments(from, to), o.timeZone))) res.end();
  });
}
