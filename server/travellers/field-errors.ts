import type { ZodError } from "zod";
import type { FieldError } from "@shared/travellers/traveller-rules";

/** A zod refusal as the API's field errors (docs/http-api.md), each on its field's name. */
export function zodFieldErrors(err: ZodError): FieldError[] {
  return err.issues.map((i) => ({ path: i.path.join(".") || (i.code === "unrecognized_keys" ? i.keys.join(", ") : "(body)"), message: i.message }));
}
