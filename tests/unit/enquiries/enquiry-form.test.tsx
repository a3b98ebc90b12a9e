import { TRIP_CATEGORIES } from "@shared/enquiry-options";
import {
  categoryOptions,
  defaultEnquiryValues,
  enquiryFormSchema,
  matchServerErrors,
} from "@/features/booking/enquiry-form";

describe("enquiry form helpers", () => {
  it("starts with group size 1, the button's trip type and category, and empty texts", () => {
    expect(defaultEnquiryValues("retreat", "Sapphic Retreats")).toMatchObject({
      tripType: "retreat",
      tripCategory: "Sapphic Retreats",
      groupSize: 1,
      firstName: "",
      preferredDates: "",
    });
  });

  it("keeps the ten categories, adding the button's own category first when it is not one of them", () => {
    expect(categoryOptions("Earn While You Travel")).toEqual(TRIP_CATEGORIES);
    expect(categoryOptions()).toEqual(TRIP_CATEGORIES);
    expect(categoryOptions("We Women Retreat")).toEqual(["We Women Retreat", ...TRIP_CATEGORIES]);
  });

  it("validates with the shared schema and drops budgetRange", () => {
    const parsed = enquiryFormSchema.safeParse({
      ...defaultEnquiryValues("international", "Workcation Transformation"),
      firstName: " Meera ",
      lastName: "Raman",
      email: "meera@example.com",
      phone: "12345",
      country: "France",
      budgetRange: "a-b",
    });
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ firstName: "Meera", state: null, groupSize: 1 });
    expect(parsed.data).not.toHaveProperty("budgetRange");
    expect(enquiryFormSchema.safeParse({ ...defaultEnquiryValues("retreat"), groupSize: "2" }).success).toBe(false);
  });

  it("matches server field errors to fields in screen order and ignores unknown paths", () => {
    expect(
      matchServerErrors([
        { path: "groupSize", message: "Too big" },
        { path: "body.email", message: "Invalid email address" },
        { path: "nonsense", message: "?" },
        { path: "email", message: "second message for email" },
      ]),
    ).toEqual([
      { name: "email", message: "Invalid email address" },
      { name: "groupSize", message: "Too big" },
    ]);
    expect(matchServerErrors(undefined)).toEqual([]);
  });
});
