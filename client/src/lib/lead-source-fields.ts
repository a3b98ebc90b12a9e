import { bound, type VisitSource } from "./lead-source";

// Only the enquiry dialog sends these: apart from lead-source.ts, which every page's entry module
// carries to keep the visit's source.

/** The source fields of an enquiry (docs/decisions/visits-and-the-funnel.md), and the page its visit began on. */
export interface LeadSource {
  sourcePath?: string;
  landingPath?: string;
  sourceProgramme?: string;
  referrer?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
}

/** The fields sent with an enquiry; empty ones are left out. */
export function leadSourceFields(visit: Partial<VisitSource>, path: string | undefined, programme: string | undefined): LeadSource {
  const fields: LeadSource = {};
  const put = (key: keyof LeadSource, value: unknown) => {
    const text = typeof value === "string" ? bound(value) : null;
    if (text) fields[key] = text;
  };
  put("sourcePath", path);
  put("landingPath", visit.landingPath);
  put("sourceProgramme", programme);
  put("referrer", visit.referrer);
  put("utmSource", visit.utmSource);
  put("utmMedium", visit.utmMedium);
  put("utmCampaign", visit.utmCampaign);
  return fields;
}
