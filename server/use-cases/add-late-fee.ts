import { formatRupees, type Day, type InstalmentStatus } from "@shared/money";
import { moneyRefusalOf, type MoneyActor, type MoneyRefusal, type Storage } from "../storage";

export type AddLateFeeStorage = { moneyChanges: Pick<Storage["moneyChanges"], "inMoneyChange"> };

/**
 * Staff add a **Late fee** instalment of 5 % of the overdue trip instalments not charged before
 * (accountStatus's lateFee and its keys), due today, and the visitor is e-mailed. Refused when
 * nothing is overdue, or when every overdue instalment already has its late fee: a fee is never
 * charged twice, nor on a fee.
 */
export function addLateFee(storage: AddLateFeeStorage, bookingId: number, by: MoneyActor, today: Day, domain: string): Promise<InstalmentStatus | MoneyRefusal> {
  return storage.moneyChanges.inMoneyChange(async (writes): Promise<InstalmentStatus | MoneyRefusal> => {
    const money = await writes.readMoney(bookingId, today);
    const refused = moneyRefusalOf(money);
    if (refused) return refused;
    const { status, accepted, booking } = money!;
    if (status.overdueUnpaid === 0) return { error: "nothing-overdue" };
    if (status.lateFeeKeys.length === 0 || status.lateFee === 0) return { error: "late-fee-added" };
    const row = await writes.insertLateFee(bookingId, accepted!.id, status.lateFee, status.lateFeeKeys, today, by);
    await writes.record(bookingId, by, {
      kind: "late-fee",
      action: "late-fee-added",
      data: { instalmentId: row.id, amount: row.amount, covers: row.covers, summary: `Late fee of ${formatRupees(row.amount)} added` },
    });
    await writes.queuePaymentMail(booking, "late-fee", { instalmentId: row.id }, domain);
    return { label: row.label, percent: row.percent, amount: row.amount, dueDate: row.dueDate, paid: 0, state: "due" };
  });
}
