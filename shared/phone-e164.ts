import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/min";
import type { COUNTRIES } from "@shared/enquiry-options";

/** The enquiry form's countries (shared/enquiry-options.ts) as ISO 3166 codes; "Other" has none. */
const REGIONS: Record<Exclude<(typeof COUNTRIES)[number], "Other">, CountryCode> = {
  India: "IN",
  Australia: "AU",
  Brazil: "BR",
  Canada: "CA",
  Denmark: "DK",
  France: "FR",
  Germany: "DE",
  Italy: "IT",
  Japan: "JP",
  Mexico: "MX",
  Netherlands: "NL",
  "New Zealand": "NZ",
  Norway: "NO",
  Singapore: "SG",
  "South Africa": "ZA",
  "South Korea": "KR",
  Spain: "ES",
  Sweden: "SE",
  UK: "GB",
  USA: "US",
};

/** The default region of a country as the form stores it; undefined for "Other" or anything unknown. */
export function regionOf(country: string | null | undefined): CountryCode | undefined {
  return country && Object.hasOwn(REGIONS, country) ? REGIONS[country as keyof typeof REGIONS] : undefined;
}

/**
 * A phone as typed, read as an E.164 number ("+919843012345") with the booking's country as the
 * default region; null when it can't be read as a valid number. A number written with its
 * international prefix ("+44 …", "0044 …" is not) is read as such whatever the country says.
 */
export function phoneE164(phone: string | null | undefined, country: string | null | undefined): string | null {
  if (!phone || phone.length > 64) return null;
  const parsed = parsePhoneNumberFromString(phone, { defaultCountry: regionOf(country) });
  return parsed?.isValid() ? parsed.number : null;
}
