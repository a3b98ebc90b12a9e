import { describe, expect, it } from "vitest";
import { programmeTitles } from "../../../../server/visits/programme-titles";
import { beaconKeys } from "../../../../server/visits/beacon-keys";

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the programmes' titles the funnel counts under", () => {
  it("when a programme is published or renamed, then its beacons count under its title from the next read, at most a minute later, and never wait for the read", async () => {
    let t = 0;
    let list = ["Soul & Identity Retreat", "Kabini Quiet Week"];
    let reads = 0;
    const titles = programmeTitles(async () => {
      reads++;
      return list;
    }, () => t);
    // The first beacon is answered from the cards' names while the records are read.
    expect(titles().has("Soul & Identity Retreat")).toBe(true);
    expect(titles().has("Kabini Quiet Week")).toBe(false);
    await settle();
    expect(beaconKeys({ programme: "Kabini Quiet Week", utmCampaign: null }, titles())).toEqual({ programme: "Kabini Quiet Week", campaign: null });
    list = ["Kabini Quiet Days"];
    t = 59_999;
    titles();
    await settle();
    expect(reads).toBe(1);
    expect(titles().has("Kabini Quiet Week")).toBe(true);
    t = 60_000;
    titles();
    await settle();
    expect(reads).toBe(2);
    expect(beaconKeys({ programme: "Kabini Quiet Week", utmCampaign: null }, titles())).toEqual({ programme: "other", campaign: null });
    expect(titles().has("Kabini Quiet Days")).toBe(true);
  });

  it("when the read fails, then the list in hand stays and a later beacon reads again", async () => {
    let t = 0;
    let fail = true;
    const titles = programmeTitles(async () => {
      if (fail) throw new Error("database away");
      return ["Only This"];
    }, () => t);
    titles();
    await settle();
    expect(titles().has("She Leads")).toBe(true);
    fail = false;
    t = 60_000;
    titles();
    await settle();
    expect([...titles()]).toEqual(["Only This"]);
  });
});
