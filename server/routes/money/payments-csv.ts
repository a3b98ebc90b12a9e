import type { Router } from "express";
import { apiPaths } from "@shared/api-paths";
import { csvRow } from "@shared/csv";
import { moneyCsvCells, moneyCsvHeader, type MoneyCsvEntry } from "@shared/money/money-csv";
import { paymentsCsvQuery } from "@shared/money/payment-requests";
import { audit } from "../record-audit";
import type { Storage } from "../../storage";
import { streamRows } from "../../http/stream-rows";
import { parseQuery } from "../parse-query";
import type { PaymentRoutesOptions } from "./money-options";

async function* lines(rows: AsyncIterable<MoneyCsvEntry>, timeZone: string): AsyncGenerator<string> {
  for await (const e of rows) yield csvRow(moneyCsvCells(e, timeZone));
}

/**
 * GET /api/admin/payments.csv?from=YYYY-MM-DD&to=YYYY-MM-DD: one row per payment received and per
 * refund paid in the period, for the accountant: a signed Amount (refunds negative) that sums to
 * what was received less what was refunded, a voided payment's amount in a column of its own,
 * methods in words, times as a spreadsheet reads them in DESK_TIMEZONE (named in the header), each
 * cell safe to open in a spreadsheet (shared/csv.ts).
 */
export function paymentsCsvRoute(router: Router, storage: Storage, o: PaymentRoutesOptions): void {
  router.get(apiPaths.paymentsCsv.pattern, async (req, res) => {
    const { from, to } = parseQuery(paymentsCsvQuery, req);
    res.set("Content-Type", "text/csv; charset=utf-8");
    res.set("Content-Disposition", `attachment; filename="payments-${from}-to-${to}.csv"`);
    await audit(storage, req, "payments-csv-export", null, { from, to });
    // A byte-order mark so spreadsheet programs read the UTF-8 names correctly.
    res.write("\uFEFF" + csvRow(moneyCsvHeader(o.timeZone)));
    if (await streamRows(res, lines(storage.money.iterateMoneyEntries(from, to), o.timeZone))) res.end();
  });
}
