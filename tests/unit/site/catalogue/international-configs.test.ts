import { internationalTripsConfig, digitalNomadConfig, slowTravelConfig, skillExpeditionsConfig, workcationsConfig, earnWhileTravelConfig, seededScreen } from "../../../support/seeded-catalogues";
import {
  Briefcase,
  Camera,
  Code,
  Compass,
  GraduationCap,
  HeartHandshake,
  Hotel,
  Laptop,
  Mountain,
  Palette,
} from "lucide-react";
import { screen, within } from "@testing-library/react";
import { renderWithProviders } from "../../../support/render";
import { CatalogueClosing } from "@/features/catalogue/components/catalogue-closing";
import { applyCatalogue } from "../../../support/catalogue";
import type { CatalogueConfig, CatalogueState } from "@/catalogue/types";
import { INTERNATIONAL_TRIP_CATEGORIES } from "@/catalogue/configs/international-families";
import { skillIcon, workTypeIcon } from "@/catalogue/icons";
import type { EarnProgramme } from "@shared/catalogue/schemas/international";

/** Ids of the items shown for a state; unset keys mean "nothing chosen". */
function shownIds<T extends { id: string }>(config: CatalogueConfig<T>, state: CatalogueState): string[] {
  return applyCatalogue(config, state).map((i) => i.id);
}

function optionValues<T>(config: CatalogueConfig<T>, key: string): string[] {
  return config.filters.find((f) => f.key === key)!.options.map((o) => o.value);
}

describe("/international-trips", () => {
  const c = internationalTripsConfig;

  it("shows all five categories by default with the count line", () => {
    expect(shownIds(c, {})).toHaveLength(5);
    expect(c.countLine?.(2, 5)).toBe("Showing 2 of 5 trips");
    expect(c.empty.title).toBe("No trips found");
  });

  it("offers duration values 7, 10, 30 matched by substring of the duration text", () => {
    expect(optionValues(c, "duration")).toEqual(["7", "10", "30"]);
    expect(shownIds(c, { duration: "7" })).toEqual(["workcation-transformation"]);
    expect(shownIds(c, { duration: "10" })).toEqual([
      "slow-travel-cultural-immersion",
      "skill-travel-expeditions",
      "earn-while-travel",
    ]);
    expect(shownIds(c, { duration: "30" })).toEqual(["earn-while-travel"]);
  });

  it.each([
    ["nomad", "digital-nomad-journeys"],
    ["slow", "slow-travel-cultural-immersion"],
    ["skill", "skill-travel-expeditions"],
    ["workcation", "workcation-transformation"],
    ["earn", "earn-while-travel"],
  ])("type %s matches the title text of %s only", (type, id) => {
    expect(shownIds(c, { type })).toEqual([id]);
  });

  it("labels the type options for people", () => {
    expect(c.filters.find((f) => f.key === "type")!.options.map((o) => o.label)).toEqual([
      "Digital Nomad",
      "Slow Travel",
      "Skill & Travel",
      "Workcation",
      "Earn While You Travel",
    ]);
  });

  it("searches title, description and destinations, case-insensitively", () => {
    expect(shownIds(c, { q: "WORKCATION" })).toEqual(["workcation-transformation"]);
    expect(shownIds(c, { q: "throw pots" })).toEqual(["skill-travel-expeditions"]);
    expect(shownIds(c, { q: "switzerland" })).toEqual(["skill-travel-expeditions"]);
    expect(shownIds(c, { q: "kenya" })).toEqual(["slow-travel-cultural-immersion", "earn-while-travel"]);
  });

  it("combines filters and comes up empty when nothing fits", () => {
    expect(shownIds(c, { type: "nomad", duration: "30" })).toEqual([]);
    expect(shownIds(c, { q: "antarctica" })).toEqual([]);
  });

  it("cards show 3 destinations and 3 features, with Explore and Contact Us links", () => {
    const card = c.toCard(c.items[0]);
    expect(card.lists?.map((l) => l.items.length)).toEqual([3, 3]);
    expect(card.lists?.[0].items).toEqual(c.items[0].destinations.slice(0, 3));
    expect(card.links).toEqual([
      { href: "/digital-nomad-journeys", label: "Explore", variant: "primary" },
      { href: "/contact-us", label: "Contact Us", variant: "outline" },
    ]);
    expect(card.booking).toBeUndefined();
  });
});

describe("/digital-nomad-journeys", () => {
  const c = digitalNomadConfig;

  it("filters by exact country", () => {
    expect(optionValues(c, "country")).toEqual([
      "Portugal",
      "Estonia",
      "United Arab Emirates",
      "Mexico",
      "Costa Rica",
      "Thailand",
    ]);
    expect(shownIds(c, { country: "Mexico" })).toEqual(["mexico-worklife"]);
    // Exact, not substring: a partial country name is not a match.
    expect(c.filters[0].matches(c.items[0], "Portu")).toBe(false);
  });

  it("searches name, description, country and highlights", () => {
    expect(shownIds(c, { q: "Ericeira" })).toEqual(["portugal-nomad"]);
    expect(shownIds(c, { q: "museum of the future" })).toEqual(["dubai-future"]);
    expect(shownIds(c, { q: "thailand" })).toEqual(["thailand-paradise"]);
    expect(shownIds(c, { q: "mole cooking" })).toEqual(["mexico-worklife"]);
  });

  it("shows the empty state and count line texts", () => {
    expect(shownIds(c, { country: "Estonia", q: "surf" })).toEqual([]);
    expect(c.empty.title).toBe("No journeys found");
    expect(c.countLine?.(1, 6)).toBe("Showing 1 of 6 journeys");
  });

  it("cards show 3 highlights and 2 co-working spaces, and book Digital Nomad Journeys", () => {
    const portugal = c.items[0];
    expect(portugal.coworkingSpaces.length).toBeGreaterThan(2);
    const card = c.toCard(portugal);
    expect(card.lists?.[0].items).toEqual(portugal.highlights.slice(0, 3));
    expect(card.lists?.[1]).toEqual({
      title: "Work from spaces such as",
      items: portugal.coworkingSpaces.slice(0, 2),
    });
    expect(card.booking).toEqual({ tripType: "international", category: "Digital Nomad Journeys" });
    expect(card.groupSize).toBe("6-15 people");
  });
});

describe("/slow-travel-cultural-immersion", () => {
  const c = slowTravelConfig;

  it("filters by exact region", () => {
    expect(shownIds(c, { region: "Oceania" })).toEqual(["new-zealand-adventure"]);
    expect(shownIds(c, { region: "Africa" })).toEqual(["morocco-medinas", "kenya-savanna-coast"]);
    expect(c.filters[0].matches(c.items[0], "asia")).toBe(false);
  });

  it("searches name, description, region and highlights", () => {
    expect(shownIds(c, { q: "grand tour" })).toEqual(["europe-grand-tour"]);
    expect(shownIds(c, { q: "lantern-lit" })).toEqual(["vietnam-slow-journey"]);
    expect(shownIds(c, { q: "south america" })).toEqual(["peru-sacred-valley"]);
    expect(shownIds(c, { q: "Kumano Kodo" })).toEqual(["japan-cultural"]);
  });

  it("comes up empty with its message", () => {
    expect(shownIds(c, { region: "Oceania", q: "sahara" })).toEqual([]);
    expect(c.empty.title).toBe("No journeys found");
  });

  it("cards show at most 3 highlights and book Slow-Travel Cultural Immersion", () => {
    for (const item of c.items) {
      const card = c.toCard(item);
      for (const list of card.lists ?? []) expect(list.items.length).toBeLessThanOrEqual(3);
      expect(card.booking).toEqual({ tripType: "international", category: "Slow-Travel Cultural Immersion" });
    }
    expect(c.items[0].highlights.length).toBeGreaterThan(3);
  });
});

describe("/skill-travel-expeditions", () => {
  const c = skillExpeditionsConfig;

  it("filters by the category prefix", () => {
    expect(shownIds(c, { category: "IT" })).toEqual(["lisbon-code-camp", "tallinn-cyber-lab", "bali-data-ai"]);
    expect(shownIds(c, { category: "Creative" })).toEqual([
      "kyoto-ceramics",
      "morocco-photo-expedition",
      "paris-travel-writing",
    ]);
    expect(shownIds(c, { category: "Adventure" })).toEqual(["swiss-alpine-skills", "koh-tao-dive"]);
  });

  it("matches the prefix, not a word elsewhere in the label", () => {
    const fake = { ...c.items[0], skillCategory: "Creative - IT Illustration" };
    expect(c.filters[0].matches(fake, "IT")).toBe(false);
    expect(c.filters[0].matches(fake, "Creative")).toBe(true);
  });

  it("searches name, description, location and skill category", () => {
    expect(shownIds(c, { q: "cybersecurity" })).toEqual(["tallinn-cyber-lab"]);
    expect(shownIds(c, { q: "zermatt" })).toEqual(["swiss-alpine-skills"]);
    expect(shownIds(c, { q: "adventure - scuba" })).toEqual(["koh-tao-dive"]);
    expect(shownIds(c, { q: "Matterhorn" })).toEqual(["swiss-alpine-skills"]);
  });

  it("comes up empty with its message and counts expeditions", () => {
    expect(shownIds(c, { category: "IT", q: "pottery" })).toEqual([]);
    expect(c.empty.title).toBe("No expeditions found");
    expect(c.countLine?.(3, 8)).toBe("Showing 3 of 8 expeditions");
  });

  it("cards carry the category badge and its icon, 3 skills, and book Skill & Travel Expeditions", () => {
    const card = c.toCard(c.items[0]);
    expect(card.badges).toEqual(["IT - Full-Stack Web Development"]);
    expect(card.icon).toBe(Code);
    expect(card.lists?.[0].items).toEqual(c.items[0].skillsOffered.slice(0, 3));
    expect(card.booking).toEqual({ tripType: "international", category: "Skill & Travel Expeditions" });
  });
});

describe("/workcation-transformation", () => {
  const c = workcationsConfig;

  it.each([
    ["Bali", "bali-mindful-workcation"],
    ["Swiss", "swiss-alps-focus"],
    ["Costa Rica", "costa-rica-rainforest-reset"],
    ["Greece", "greek-island-clarity"],
    ["Japan", "japan-craft-focus"],
    ["Iceland", "iceland-northern-lights"],
    ["Morocco", "morocco-riad-workcation"],
    ["New Zealand", "new-zealand-lakes-leadership"],
  ])("location %s finds %s", (location, id) => {
    expect(shownIds(c, { location })).toEqual([id]);
  });

  it("matches the location keyword case-insensitively", () => {
    expect(c.filters[0].matches(c.items[1], "swiss")).toBe(true);
  });

  it("searches name, description and location only", () => {
    expect(shownIds(c, { q: "naxos" })).toEqual(["greek-island-clarity"]);
    expect(shownIds(c, { q: "eiger" })).toEqual(["swiss-alps-focus"]);
    // Scenic features are not searched.
    expect(shownIds(c, { q: "Roys Peak" })).toEqual([]);
  });

  it("comes up empty with its message and counts experiences", () => {
    expect(shownIds(c, { location: "Iceland", q: "surf" })).toEqual([]);
    expect(c.empty.title).toBe("No experiences found");
    expect(c.countLine?.(8, 8)).toBe("Showing 8 of 8 experiences");
  });

  it("cards show 3 work-setup items and book Workcation Transformation", () => {
    const card = c.toCard(c.items[0]);
    expect(c.items[0].workSetup.length).toBeGreaterThan(3);
    expect(card.lists?.[0].items).toEqual(c.items[0].workSetup.slice(0, 3));
    expect(card.booking).toEqual({ tripType: "international", category: "Workcation Transformation" });
  });
});

describe("/earn-while-travel", () => {
  const c = earnWhileTravelConfig;

  it("offers the earn page's work types with All Work Types", () => {
    const f = c.filters[0];
    expect([f.label, f.allLabel]).toEqual(["Work type", "All Work Types"]);
    expect(f.options.map((o) => o.value)).toEqual([
      "Teaching",
      "Hospitality",
      "NGO Projects",
      "Freelancing",
      "Cultural Exchange",
    ]);
  });

  it("matches when the work type contains the chosen value", () => {
    expect(shownIds(c, { workType: "Teaching" })).toEqual(["vietnam-english-teaching", "thailand-yoga-teaching"]);
    expect(shownIds(c, { workType: "NGO Projects" })).toEqual(["kenya-conservation-ngo"]);
    expect(shownIds(c, { workType: "Cultural Exchange" })).toEqual(["japan-farm-exchange"]);
    const mixed = { ...c.items[0], workType: "Teaching & Cultural Exchange" };
    expect(c.filters[0].matches(mixed, "Cultural Exchange")).toBe(true);
    expect(c.filters[0].matches(mixed, "Freelancing")).toBe(false);
  });

  it("searches name, description, location and work type", () => {
    expect(shownIds(c, { q: "hanoi" })).toEqual(["vietnam-english-teaching"]);
    expect(shownIds(c, { q: "monteverde" })).toEqual(["costa-rica-eco-lodge"]);
    expect(shownIds(c, { q: "freelancing" })).toEqual(["bali-freelance-studio", "mexico-content-creator"]);
    expect(shownIds(c, { q: "yoga" })).toEqual(["thailand-yoga-teaching"]);
  });

  it("has the exact count line and empty texts", () => {
    expect(c.countLine?.(8, 8)).toBe("Showing 8 earn while you travel opportunities");
    expect(shownIds(c, { workType: "Hospitality", q: "kenya" })).toEqual([]);
    expect(c.empty).toEqual({ title: "No opportunities found", hint: "Try adjusting your search or filters" });
  });

  it("cards show earning potential, work type, 3 opportunities, 2 skills + more and book Earn While You Travel", () => {
    const item = c.items[0];
    const card = c.toCard(item);
    expect(card.eyebrow).toBe("Hanoi, Vietnam");
    expect(card.rating).toBe(item.rating);
    expect(card.duration).toBe(item.duration);
    expect(card.facts).toEqual([{ label: "Earning potential", value: "$1,000 - $1,800/month" }]);
    expect(card.badges).toEqual(["Teaching"]);
    expect(card.icon).toBe(GraduationCap);
    expect(card.lists?.[0].items).toEqual(item.workOpportunities.slice(0, 3));
    expect(card.lists?.[1]).toEqual({
      title: "Skills required",
      items: item.skillsRequired.slice(0, 2),
      more: "+ more",
    });
    expect(card.booking).toEqual({ tripType: "international", category: "Earn While You Travel" });
  });

  it("leaves out '+ more' when there are only two skills", () => {
    const two: EarnProgramme = { ...c.items[0], skillsRequired: ["English", "Patience"] };
    expect(c.toCard(two).lists?.[1].more).toBeUndefined();
  });
});

describe("the booking categories", () => {
  it("are the enquiry form's international trip categories", () => {
    expect(Object.values(INTERNATIONAL_TRIP_CATEGORIES)).toEqual([
      "Digital Nomad Journeys",
      "Slow-Travel Cultural Immersion",
      "Skill & Travel Expeditions",
      "Workcation Transformation",
      "Earn While You Travel",
    ]);
  });
});

describe("skillIcon", () => {
  it.each([
    ["IT - Full-Stack Web Development", Code],
    ["IT - Cybersecurity Foundations", Laptop],
    ["Creative - Travel Photography", Camera],
    ["Creative - Ceramics & Japanese Craft", Palette],
    ["Adventure - Scuba Diving", Mountain],
    ["Wellness - Yoga", Compass],
    ["", Compass],
  ])("picks the icon for %j", (category, icon) => {
    expect(skillIcon(category)).toBe(icon);
  });

  it("gives every expedition on the page an icon of its track", () => {
    const allowed = { IT: [Code, Laptop], Creative: [Camera, Palette], Adventure: [Mountain] };
    for (const e of skillExpeditionsConfig.items) {
      const track = e.skillCategory.split(" - ")[0] as keyof typeof allowed;
      expect(allowed[track]).toContain(skillIcon(e.skillCategory));
    }
  });
});

describe("workTypeIcon", () => {
  it.each([
    ["Teaching", GraduationCap],
    ["English Teaching", GraduationCap],
    ["Hospitality", Hotel],
    ["NGO Projects", HeartHandshake],
    ["Freelancing", Laptop],
    ["Remote Work", Laptop],
    ["Cultural Exchange", Briefcase],
    ["Mongolian tour guiding", Briefcase],
  ])("picks the icon for %j", (workType, icon) => {
    expect(workTypeIcon(workType)).toBe(icon);
  });
});

describe("the pages", () => {
  it("/international-trips gives each category card Explore and Contact Us", () => {
    renderWithProviders(seededScreen(internationalTripsConfig), { path: "/international-trips" });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("International Trips");
    const cards = screen.getAllByRole("article");
    expect(cards).toHaveLength(5);
    for (const card of cards) {
      expect(within(card).getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact-us");
      expect(within(card).getByRole("link", { name: "Explore" }).getAttribute("href")).toMatch(/^\/[a-z-]+$/);
    }
  });

  it("/earn-while-travel filters by work type and closes with Contact Us and a brochure request", async () => {
    const { user } = renderWithProviders(seededScreen(earnWhileTravelConfig, CatalogueClosing), { path: "/earn-while-travel" });
    expect(screen.getByRole("status")).toHaveTextContent("Showing 8 earn while you travel opportunities");
    await user.selectOptions(screen.getByLabelText("Work type"), "Freelancing");
    expect(screen.getByRole("status")).toHaveTextContent("Showing 2 earn while you travel opportunities");

    const brochure = screen.getByRole("link", { name: "Download Brochure" });
    expect(brochure).toHaveAttribute(
      "href",
      "mailto:hello@innerlightjourneys.in?subject=Brochure%20request%3A%20Earn%20While%20You%20Travel",
    );
    expect(brochure).toHaveAccessibleDescription(/request .*brochure .*by e-mail/i);
    const band = brochure.closest("section")!;
    expect(within(band).getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact-us");
  });
});
