import { describe, expect, it } from "vitest";
import { fillPlaceholders, placeholderValues, replySchema, replyTemplateSchema, unknownPlaceholders } from "@shared/conversation";

const values = placeholderValues({ firstName: "Meera", lastName: "Raman", reference: "K7M3Q9X2", tripCategory: "Retreats", preferredDates: null, groupSize: 2 }, "Asha");

describe("saved reply placeholders", () => {
  it("fills every known placeholder, spaces inside the braces allowed", () => {
    expect(fillPlaceholders("Dear {{firstName}} {{ lastName }}, ref {{reference}}, {{groupSize}} for {{tripCategory}} on {{preferredDates}}. {{staffName}}", values)).toBe(
      "Dear Meera Raman, ref K7M3Q9X2, 2 for Retreats on . Asha",
    );
  });
  it("lists unknown placeholders and leaves them as written", () => {
    expect(unknownPlaceholders("Hi {{first_name}} {{firstName}} {{price}}")).toEqual(["{{first_name}}", "{{price}}"]);
    expect(fillPlaceholders("{{price}}", values)).toBe("{{price}}");
  });
  it("refuses a template with an unknown placeholder, or an empty field", () => {
    expect(replyTemplateSchema.safeParse({ name: "x", subject: "s", body: "{{price}}" }).success).toBe(false);
    expect(replyTemplateSchema.safeParse({ name: "x", subject: " ", body: "b" }).success).toBe(false);
    expect(replyTemplateSchema.safeParse({ name: "x", subject: "Re {{reference}}", body: "Dear {{firstName}}" }).success).toBe(true);
  });
  it("refuses a reply subject of more than one line", () => {
    expect(replySchema.safeParse({ subject: "Hi\r\nBcc: x@evil.test", body: "b" }).success).toBe(false);
    expect(replySchema.safeParse({ subject: "Hi", body: "" }).success).toBe(false);
  });
});

describe("the group size placeholder", () => {
  it("reads 6+ for six or more without the number, and the number otherwise", () => {
    const b = { firstName: "Meera", lastName: "Raman", reference: "K7M3Q9X2", tripCategory: "Women's Signature Retreats", preferredDates: null, groupSize: 6 };
    expect(placeholderValues({ ...b, groupSizeAtLeast: true }, "asha").groupSize).toBe("6+");
    expect(placeholderValues({ ...b, groupSize: 12, groupSizeAtLeast: false }, "asha").groupSize).toBe("12");
    expect(placeholderValues(b, "asha").groupSize).toBe("6");
  });
});
