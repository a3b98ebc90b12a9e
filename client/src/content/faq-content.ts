import { formatRupees } from "@shared/money/rupees";
import {
  DATE_CHANGES,
  DISCOUNTS,
  FULL_PAYMENT_WITHIN_DAYS,
  INSURANCE_WITHIN_DAYS,
  LATE_PAYMENT,
  PAYMENT_SCHEDULES,
  PROVIDER_CANCELLATION,
  REFUND_PROCESSING,
  REFUND_SCALES,
  RETREAT_CREDIT,
  SPECIAL_CASES,
  formatPercent,
} from "./policy-content";

export interface FaqItem {
  /** Stable and unique across the page: the accordion value and the anchor. */
  id: string;
  question: string;
  answer: string;
}

export interface FaqCategory {
  id: string;
  title: string;
  items: readonly FaqItem[];
}

// Answers that quote a policy figure build it from policy-content, so the FAQ cannot drift from
// the policy pages.
const [domestic, international] = PAYMENT_SCHEDULES;
const [domesticRefunds, internationalRefunds] = REFUND_SCALES;
const schedule = (s: typeof domestic) =>
  s.instalments.map((i) => `${formatPercent(i.percent)} ${i.daysBefore === 0 ? "as a deposit" : `${i.daysBefore} days before`}`).join(", ");
const tiers = (s: typeof domesticRefunds) => s.tiers.map((t) => `${t.window}: ${formatPercent(t.percent)}`).join("; ");
const caseOutcome = (name: string) => SPECIAL_CASES.find((c) => c.situation === name)!.outcome.toLowerCase();

/*
 * The FAQ page's rule (docs/site.md §2) names five categories but says there are six; both readings are kept by adding
 * "Payments & Refunds" as the sixth.
 */
export const FAQ_CATEGORIES: readonly FaqCategory[] = [
  {
    id: "general",
    title: "General Questions",
    items: [
      {
        id: "who-are-you",
        question: "Who is Inner Light Journeys?",
        answer:
          "We are a small consulting company based in Coimbatore, Tamil Nadu. We design transformation retreats in India and abroad, and international trips for remote workers and curious travellers. Every programme is planned and supported by our own team.",
      },
      {
        id: "who-is-it-for",
        question: "Who are your journeys for?",
        answer:
          "Women, queer and LGBTQIA+ people, families, working professionals and remote workers. Each retreat family is built around one of these groups, so you travel with people who share your reasons for going.",
      },
      {
        id: "queer-friendly",
        question: "Are your retreats safe and welcoming for LGBTQIA+ travellers?",
        answer:
          "Yes. Our Sapphic Retreats are for lesbian, bisexual and queer women, and our Queer & Inclusive Retreats welcome LGBTQIA+ people and allies. We choose affirming venues and partners, and we do not tolerate discrimination of any kind on our programmes.",
      },
      {
        id: "group-size",
        question: "How large are the groups?",
        answer:
          "Small on purpose: 8 to 15 on women's retreats, 8 to 12 on sapphic retreats and slow-travel journeys, 6 to 15 on career retreats and digital nomad journeys, 6 to 12 on skill expeditions and 8 to 15 on workcations.",
      },
      {
        id: "reach-us",
        question: "How can I talk to a person before I decide?",
        answer:
          "Call us, message us on WhatsApp or send an e-mail. We are available Monday to Friday 9:00 to 19:00, Saturday 10:00 to 17:00 and Sunday 11:00 to 16:00 (IST). WhatsApp replies come instantly to within 2 hours; e-mails within 24 hours.",
      },
    ],
  },
  {
    id: "retreats",
    title: "Retreat Information",
    items: [
      {
        id: "retreat-lengths",
        question: "How long are the retreats?",
        answer:
          "Women's retreats run 5 to 10 days, sapphic and queer & inclusive retreats 5 to 10 days (most run 7 to 10), career upskilling retreats 10 to 12 days and family reconnection retreats 5 to 7 days. Each programme card shows its exact length.",
      },
      {
        id: "retreat-locations",
        question: "Where are the retreats held?",
        answer:
          "Our women's and sapphic retreats run both in India and abroad, so you can choose a quiet hill station close to home or a journey further afield. The location of each departure is confirmed when we speak with you.",
      },
      {
        id: "retreat-experience",
        question: "Do I need any experience of meditation, yoga or coaching?",
        answer:
          "No. Sessions are designed for first-timers and seasoned practitioners alike, and every activity is an invitation rather than a requirement.",
      },
      {
        id: "retreat-alone",
        question: "Can I join on my own?",
        answer:
          "Absolutely. Most guests come alone, and our facilitators make sure you are welcomed into the group from the first evening.",
      },
      {
        id: "retreat-family",
        question: "Who can come on a family reconnection retreat?",
        answer:
          "Parents, children and grandparents together. The programmes are built for several generations, with time apart and time together so everyone is heard.",
      },
    ],
  },
  {
    id: "international",
    title: "International Trips",
    items: [
      {
        id: "trip-types",
        question: "What kinds of international trips do you offer?",
        answer:
          "Five kinds: Digital Nomad Immersion (15 days), Slow-Travel Journeys (10 to 15 days), Skill and Travel Expeditions (10 to 15 days), Workcation Transformation (10 to 15 days) and Earn While You Travel (10 to 30 days).",
      },
      {
        id: "work-remotely",
        question: "Can I keep working remotely during a trip?",
        answer:
          "Yes. Digital nomad journeys include vetted co-working spaces in each city, and workcations are planned around a reliable work setup with coaching and culture outside working hours.",
      },
      {
        id: "earn-while-travel",
        question: "How does Earn While You Travel work?",
        answer:
          "You teach, work in hospitality, support NGO projects, freelance or join a cultural exchange while you travel. Each programme shows its typical earning potential as a monthly range in US dollars, from about $600 to $3,000 a month, and the skills it asks for.",
      },
      {
        id: "visas-flights",
        question: "Do you book my flights and visa?",
        answer:
          "Flights are booked by you unless a programme says otherwise, and the visa is your responsibility. We send you the entry requirements for your destination and answer your questions as you apply.",
      },
      {
        id: "international-payments",
        question: "How do I pay for an international trip?",
        answer: `In three parts: ${schedule(international)}. If you book within ${FULL_PAYMENT_WITHIN_DAYS} days of the start date, the full amount is due at booking.`,
      },
    ],
  },
  {
    id: "booking",
    title: "Booking & Preparation",
    items: [
      {
        id: "how-to-book",
        question: "How do I book?",
        answer:
          "Press any Book button and send us the enquiry form. We'll contact you within 24 hours to talk through the programme and dates. Your place is confirmed once the deposit is paid; nothing is charged online.",
      },
      {
        id: "enquiry-commitment",
        question: "Does sending an enquiry commit me to anything?",
        answer: "No. An enquiry is a conversation, not a booking. You only commit when you pay the deposit.",
      },
      {
        id: "domestic-payments",
        question: "When do I pay for a retreat in India?",
        answer: `In three parts: ${schedule(domestic)}. If you book within ${FULL_PAYMENT_WITHIN_DAYS} days of the start date, the full amount is due at booking.`,
      },
      {
        id: "change-dates",
        question: "Can I change my dates after booking?",
        answer: `Yes. Your first date change is free up to ${DATE_CHANGES.freeUntilDaysBefore} days before the start date. Any further change costs ${formatRupees(DATE_CHANGES.furtherChangeFeeInr)}.`,
      },
      {
        id: "discounts",
        question: "Do you offer group or returning-guest discounts?",
        answer: `Yes: ${DISCOUNTS.map((d) => `${d.who.toLowerCase()} save ${formatPercent(d.percent)}`).join(", ")}.`,
      },
      {
        id: "prepare",
        question: "How do I prepare?",
        answer:
          "Once your booking is confirmed we send you a preparation guide for your programme: what to pack, what the days look like and how to reach the venue. You can ask us anything on WhatsApp along the way.",
      },
    ],
  },
  {
    id: "health-safety",
    title: "Health & Safety",
    items: [
      {
        id: "insurance",
        question: "Do I need travel insurance?",
        answer: `Yes. Please buy travel insurance within ${INSURANCE_WITHIN_DAYS} days of paying your deposit, covering cancellation and medical care for the whole trip.`,
      },
      {
        id: "medical-needs",
        question: "I have a health condition or dietary need. Can you help?",
        answer:
          "Tell us in the Special Requests field of the enquiry form, or when we call you. We share it with the venue and facilitators in confidence and adapt meals and activities where we can.",
      },
      {
        id: "fall-ill",
        question: "What if I fall ill and cannot travel?",
        answer: `A medical emergency qualifies for ${caseOutcome("Medical emergency")}, and a family emergency for ${caseOutcome("Family emergency")}, with supporting documents.`,
      },
      {
        id: "safety",
        question: "How do you keep guests safe?",
        answer:
          "We travel in small groups with an experienced lead, use venues and partners we have vetted ourselves, and keep a team member reachable for the whole programme.",
      },
      {
        id: "force-majeure",
        question: "What happens if a natural disaster or government order stops the trip?",
        answer: `That is force majeure: you choose a ${caseOutcome("Force majeure")}.`,
      },
    ],
  },
  {
    id: "payments-refunds",
    title: "Payments & Refunds",
    items: [
      {
        id: "payment-methods",
        question: "How can I pay?",
        answer:
          "In India: bank transfer, UPI, cards, wallets, or cash for local bookings. From abroad: cards, wire transfer, PayPal where available, money transfer services or cryptocurrency.",
      },
      {
        id: "late-payment",
        question: "What happens if I pay an instalment late?",
        answer: `We may allow a ${LATE_PAYMENT.graceDays}-day grace period at our discretion. After that a ${formatPercent(LATE_PAYMENT.feePercent)} fee applies to the outstanding amount, and the booking may be cancelled automatically.`,
      },
      {
        id: "cancel-refund",
        question: "How much do I get back if I cancel?",
        answer: `It depends on how many days before the start you cancel. Domestic retreats: ${tiers(domesticRefunds)}. International trips: ${tiers(internationalRefunds)}.`,
      },
      {
        id: "retreat-credit",
        question: "Can I take a credit instead of a refund?",
        answer: `Yes. A retreat credit keeps ${formatPercent(RETREAT_CREDIT.valuePercent)} of what you paid, is valid for ${RETREAT_CREDIT.validMonths} months and can be transferred to ${RETREAT_CREDIT.transferableTo}.`,
      },
      {
        id: "we-cancel",
        question: "What if you cancel or change my trip?",
        answer: `You get a full refund within ${PROVIDER_CANCELLATION.refundWithinBusinessDays} business days, plus flight reimbursement of up to ${formatRupees(PROVIDER_CANCELLATION.flightReimbursementInr)} per person. If we make a significant change (moving the dates by more than ${PROVIDER_CANCELLATION.significantShiftDays} days, or changing the location), you may cancel on the same terms.`,
      },
      {
        id: "refund-time",
        question: "How long does a refund take?",
        answer: `${REFUND_PROCESSING.map((p) => `${p.method}: ${p.time}`).join("; ")}. We reply to refund requests within 48 hours.`,
      },
    ],
  },
];
