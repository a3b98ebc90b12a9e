import { careerRetreats } from "@/catalogue/data/career-retreats";
import { digitalNomadProgrammes } from "@/catalogue/data/digital-nomad";
import { earnProgrammes } from "@/catalogue/data/earn-while-travel";
import { familyRetreats } from "@/catalogue/data/family-retreats";
import { queerInclusiveRetreats } from "@/catalogue/data/queer-inclusive-retreats";
import { queerWomensRetreats } from "@/catalogue/data/queer-womens-retreats";
import { skillExpeditions } from "@/catalogue/data/skill-expeditions";
import { slowTravelProgrammes } from "@/catalogue/data/slow-travel";
import { womensRetreats } from "@/catalogue/data/womens-retreats";
import { workcations } from "@/catalogue/data/workcations";

type Card = { duration: string } & ({ name: string } | { title: string });

const cards: readonly Card[] = [
  ...womensRetreats,
  ...queerWomensRetreats,
  ...queerInclusiveRetreats,
  ...careerRetreats,
  ...familyRetreats,
  ...digitalNomadProgrammes,
  ...slowTravelProgrammes,
  ...skillExpeditions,
  ...workcations,
  ...earnProgrammes,
];

/** Each bookable programme's length as its card prints it ("5 Days", "8-9 Days"), by the name a departure gives. */
export const PROGRAMME_DURATIONS: ReadonlyMap<string, string> = new Map(cards.map((c) => ["title" in c ? c.title : c.name, c.duration]));
