import { describe, expect, it } from "vitest";
import { whatsAppLink } from "@/features/desk/enquiries/whatsapp-link";

describe("whatsAppLink", () => {
  it("opens a chat on the E.164 number's digits with the message encoded", () => {
    expect(whatsAppLink("+919843012345", "Hello Priya & co, 50% off? #1")).toBe(
      "https://wa.me/919843012345?text=Hello%20Priya%20%26%20co%2C%2050%25%20off%3F%20%231",
    );
  });

  it("keeps line breaks and non-Latin text, and leaves the text out when there is none", () => {
    expect(whatsAppLink("+14155552671", "Line 1\nनमस्ते")).toBe(`https://wa.me/14155552671?text=${encodeURIComponent("Line 1\nनमस्ते")}`);
    expect(whatsAppLink("+14155552671", "   ")).toBe("https://wa.me/14155552671");
  });
});
