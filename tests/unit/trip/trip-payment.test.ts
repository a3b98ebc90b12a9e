import { describe, expect, it, vi } from "vitest";
import QRCode from "qrcode";
import { qrSvgOf, withHowToPay, type TripFacts } from "../../../server/trip/trip-payment";

const payment = { instructions: "Bank transfer to HDFC 0001", internationalInstructions: "Wise to GB00 0001", upiId: "innerlight@okhdfc" } as never;
const trip = (region: "domestic" | "international", nextDue: { amount: number; paid: number } | null) =>
  ({ reference: "ILJ-7K2M9QXA", quote: { region }, nextDue }) as unknown as TripFacts;

describe("how a trip is paid, beside the trip", () => {
  it("when a domestic trip has something due, then it carries the instructions, the UPI link for what is due and its QR code", async () => {
    const paid = await withHowToPay(trip("domestic", { amount: 17_400, paid: 400 }), payment);
    expect(paid.paymentInstructions).toBe("Bank transfer to HDFC 0001");
    expect(paid.upi?.link).toBe("upi://pay?pa=innerlight%40okhdfc&pn=Inner%20Light%20Journeys&am=17000&cu=INR&tn=ILJ-7K2M9QXA");
    expect(paid.upi?.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
  });

  it("when nothing is due, or the trip is international, then there is no UPI payment; an international one gets its own instructions", async () => {
    expect((await withHowToPay(trip("domestic", { amount: 17_000, paid: 17_000 }), payment)).upi).toBeNull();
    expect((await withHowToPay(trip("domestic", null), payment)).upi).toBeNull();
    const abroad = await withHowToPay(trip("international", { amount: 17_000, paid: 0 }), payment);
    expect(abroad).toMatchObject({ paymentInstructions: "Wise to GB00 0001", upi: null });
  });

  it("when the same link's page is viewed again, then its QR code is drawn once and the same code comes back; another amount is drawn anew", async () => {
    const draw = vi.spyOn(QRCode, "toString");
    const link = "upi://pay?pa=innerlight%40okhdfc&pn=Inner%20Light%20Journeys&am=9100&cu=INR&tn=ILJ-QRONCE01";
    const first = await qrSvgOf(link);
    expect(await qrSvgOf(link)).toBe(first);
    expect(draw).toHaveBeenCalledTimes(1);
    const other = await qrSvgOf(link.replace("am=9100", "am=9200"));
    expect(other).not.toBe(first);
    expect(draw).toHaveBeenCalledTimes(2);
    draw.mockRestore();
  });
});
