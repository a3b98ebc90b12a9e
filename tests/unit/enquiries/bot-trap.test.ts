import { describe, expect, it } from "vitest";
import { FILL_TIME_FIELD, HONEYPOT_FIELD, MIN_FILL_MS } from "@shared/bot-signals";
import { botSignal } from "../../../server/http/bot-trap";

describe("the bot trap's judgement", () => {
  it("names the honeypot when the hidden field holds anything but spaces", () => {
    expect(botSignal({ [HONEYPOT_FIELD]: "http://spam.example", [FILL_TIME_FIELD]: 60_000 })).toBe("honeypot");
    expect(botSignal({ [HONEYPOT_FIELD]: 0 })).toBe("honeypot");
    expect(botSignal({ [HONEYPOT_FIELD]: "   ", [FILL_TIME_FIELD]: 60_000 })).toBeUndefined();
  });

  it("calls a form sent sooner than the minimum fill time too fast, and one sent at the minimum fine", () => {
    expect(botSignal({ [HONEYPOT_FIELD]: "", [FILL_TIME_FIELD]: MIN_FILL_MS - 1 })).toBe("too-fast");
    expect(botSignal({ [HONEYPOT_FIELD]: "", [FILL_TIME_FIELD]: MIN_FILL_MS })).toBeUndefined();
  });

  it("judges callers that send neither signal by validation alone", () => {
    expect(botSignal({ firstName: "Meera" })).toBeUndefined();
    expect(botSignal({ [FILL_TIME_FIELD]: "400" })).toBeUndefined();
    expect(botSignal(null)).toBeUndefined();
  });
});
