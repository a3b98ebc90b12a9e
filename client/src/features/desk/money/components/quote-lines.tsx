import { formatRupees, PRIVATE_ROOM_SUPPLEMENT, type QuotePrice } from "@shared/money";
import { FigureList } from "./figure-list";

/** A quote's lines as the trip page shows them: base, each discount, extras, credit, total. */
export function QuoteLines({ price, travellers, pricePerPerson }: { price: QuotePrice; travellers: number; pricePerPerson: number }) {
  return (
    <FigureList
      label="Quote lines"
      rows={[
        [`${travellers} × ${formatRupees(pricePerPerson)}${price.nights > 0 ? ` · ${price.nights} nights` : ""}`, formatRupees(price.base)],
        ...price.discounts.map((d): [string, string] => [`${d.label} ${d.percent} %`, `− ${formatRupees(d.amount)}`]),
        ...price.extras.map((e): [string, string] => [e.label, formatRupees(e.amount)]),
        ...(price.privateRoom > 0 ? [[PRIVATE_ROOM_SUPPLEMENT, formatRupees(price.privateRoom)] as [string, string]] : []),
        ...(price.credit > 0 ? [["Retreat credit", `− ${formatRupees(price.credit)}`] as [string, string]] : []),
        ["Total", formatRupees(price.total), "font-semibold"],
      ]}
    />
  );
}
