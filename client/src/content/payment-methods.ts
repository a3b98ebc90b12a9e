/** The ways a visitor can pay, as the payment policies list them (none of them online). */
export const PAYMENT_METHODS = {
  domestic: [
    "Bank transfer (NEFT, RTGS or IMPS)",
    "UPI",
    "Credit and debit cards",
    "Digital wallets",
    "Cash, for local bookings paid at our Coimbatore office",
  ],
  international: [
    "Credit and debit cards",
    "International wire transfer",
    "PayPal, where available",
    "Money transfer services",
    "Cryptocurrency",
  ],
} as const;
