import { describe, expect, it } from "vitest";
import { SITE } from "@shared/site";
import { CHAT_GREETING, chatAboutEnquiry, chatWithGreeting, whatsAppLink } from "@shared/whatsapp-link";

const textOf = (href: string) => new URL(href).searchParams.get("text");

describe("WhatsApp links", () => {
  it("keeps only the phone's digits, however it is written", () => {
    expect(whatsAppLink("+91 98430 12345")).toBe("https://wa.me/919843012345");
    expect(whatsAppLink("(+91) 98430-12345")).toBe("https://wa.me/919843012345");
    expect(whatsAppLink("https://wa.me/919843012345")).toBe("https://wa.me/919843012345");
  });

  it("opens a chat on the E.164 number's digits with the message encoded", () => {
    expect(whatsAppLink("+919843012345", "Hello Priya & co, 50% off? #1")).toBe(
      "https://wa.me/919843012345?text=Hello%20Priya%20%26%20co%2C%2050%25%20off%3F%20%231",
    );
  });

  it("keeps line breaks and non-Latin text, and leaves the text out when there is none", () => {
    expect(whatsAppLink("+14155552671", "Line 1\nनमस्ते")).toBe(`https://wa.me/14155552671?text=${encodeURIComponent("Line 1\nनमस्ते")}`);
    expect(whatsAppLink("+14155552671", "   ")).toBe("https://wa.me/14155552671");
  });

  it("types the text in, encoded so that any character arrives as written", () => {
    const text = "Hello & welcome? 100% yes #1 / é — “quoted” 🙂\nnew line";
    const href = whatsAppLink("919843012345", text);
    expect(href).toMatch(/^https:\/\/wa\.me\/919843012345\?text=[^&#\s]+$/);
    expect(textOf(href)).toBe(text);
  });

  it("opens the company's chat with a short greeting", () => {
    const href = chatWithGreeting();
    expect(href.startsWith(`${SITE.chatHref}?text=`)).toBe(true);
    expect(textOf(href)).toBe(CHAT_GREETING);
  });

  it("after an enquiry, types its reference in", () => {
    const href = chatAboutEnquiry("ILJ-2026-00042");
    expect(href.startsWith(`${SITE.chatHref}?text=`)).toBe(true);
    expect(textOf(href)).toBe("Hello! I've just sent an enquiry, reference ILJ-2026-00042.");
  });
});
