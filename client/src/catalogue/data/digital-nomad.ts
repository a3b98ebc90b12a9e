import type { DigitalNomadProgramme } from "@shared/catalogue/schemas/international";

/*
 * Six fifteen-day remote-work journeys; the ids are the home search's experience keys (docs/site.md §3), so the home
 * search lands on this page. Co-working spaces are named as examples of where you can work,
 * not as partners.
 */
export const digitalNomadProgrammes: readonly DigitalNomadProgramme[] = [
  {
    id: "portugal-nomad",
    name: "Portugal Nomad Life: Lisbon & Ericeira",
    duration: "15 Days",
    country: "Portugal",
    description:
      "Spend your first eight nights in a shared flat above Lisbon's tiled hills, then move to Ericeira, Europe's first World Surfing Reserve, for a slower week of deep work and dawn surf. Your host has lived both lives and knows which cafés let you stay all afternoon.",
    rating: 4.9,
    image: "/art/lisbon-tram.svg",
    highlights: [
      "Eight nights in Lisbon, six in Ericeira, all with a quiet desk and fibre internet",
      "Two surf lessons at Ribeira d'Ilhas with a certified instructor",
      "A petiscos and pastel de nata walk through Alfama and Mouraria",
      "A day among the palaces and forest paths of Sintra",
      "A plain-language briefing on Portugal's digital nomad visa",
    ],
    coworkingSpaces: ["Second Home Lisboa, Mercado da Ribeira", "LACS Anjos, Lisbon", "A surf-town studio in central Ericeira"],
    groupSize: "6-15 people",
  },
  {
    id: "estonia-eresidency",
    name: "Estonia e-Residency & Digital Society",
    duration: "15 Days",
    country: "Estonia",
    description:
      "See how a whole country runs online, from signing contracts on your phone to voting from abroad, while you work from Tallinn's startup quarter. You start your e-Residency application with guidance and learn what it can, and cannot, do for a business run from India.",
    rating: 4.8,
    image: "/art/tallinn-old-town.svg",
    highlights: [
      "A guided e-Residency application session and company-setup Q&A",
      "A visit to the e-Estonia Briefing Centre",
      "Evening walks through the medieval Old Town and the Telliskivi Creative City",
      "A traditional sauna night followed by a Baltic Sea dip",
      "A day of bog-walking and coastal villages in Lahemaa National Park",
    ],
    coworkingSpaces: ["Lift99, Telliskivi", "A co-working floor in the Rotermann Quarter"],
    groupSize: "6-15 people",
  },
  {
    id: "dubai-future",
    name: "Dubai Future of Work",
    duration: "15 Days",
    country: "United Arab Emirates",
    description:
      "A fast-moving fortnight in the city that hands out remote-work visas and builds a museum about tomorrow. Work from business-district co-working spaces, meet founders who moved here from Chennai and Bengaluru, and learn the rules on residency, tax and banking before you decide anything.",
    rating: 4.7,
    image: "/art/dubai-skyline.svg",
    highlights: [
      "Morning visit to the Museum of the Future",
      "A briefing on the UAE's one-year virtual working programme",
      "An evening in the Dubai Desert Conservation Reserve, dinner under the stars",
      "An abra ride across Dubai Creek and a walk through Al Fahidi's wind-tower lanes",
      "A founders' meet-up with Indian entrepreneurs based in the Emirates",
    ],
    coworkingSpaces: ["AstroLabs, Dubai", "A co-working floor in Dubai Internet City"],
    groupSize: "6-15 people",
  },
  {
    id: "mexico-worklife",
    name: "Mexico Work-Life Balance: Mexico City & Oaxaca",
    duration: "15 Days",
    country: "Mexico",
    description:
      "Eight days in the leafy streets of Roma and Condesa, seven in the courtyards of Oaxaca. Mexico's time zone overlaps with North American clients, and its kitchens, markets and murals fill the hours after work better than any we know.",
    rating: 4.8,
    image: "/art/mexico-colour.svg",
    highlights: [
      "A base in Roma Norte, a short walk from parks, cafés and co-working",
      "A morning at the Frida Kahlo Museum and the plazas of Coyoacán",
      "A mole cooking class with a Oaxacan family cook",
      "The Zapotec ruins of Monte Albán at sunrise",
      "A visit to a family mezcal palenque in Santiago Matatlán",
    ],
    coworkingSpaces: ["A courtyard co-working house in Roma Norte", "A terrace studio in Oaxaca's centro histórico"],
    groupSize: "6-15 people",
  },
  {
    id: "costa-rica-pura",
    name: "Costa Rica Pura Vida: Santa Teresa",
    duration: "15 Days",
    country: "Costa Rica",
    description:
      "A jungle-edge fortnight on the Nicoya Peninsula, where the Wi-Fi has satellite backup and the day ends with a sunset paddle. Costa Rica's digital nomad visa lets remote workers stay up to a year; we walk you through it, then show you why people do.",
    rating: 4.9,
    image: "/art/costa-rica-jungle.svg",
    highlights: [
      "Sunrise surf or yoga before the working day starts",
      "A hike to the Montezuma waterfalls",
      "A boat day to Isla Tortuga with snorkelling",
      "A farm-to-table dinner with a local cooperative",
      "A clear briefing on Costa Rica's remote-worker visa",
    ],
    coworkingSpaces: ["A jungle co-working space in Santa Teresa", "A beachfront café-studio with satellite backup"],
    groupSize: "6-15 people",
  },
  {
    id: "thailand-paradise",
    name: "Thailand Work & Island Paradise: Chiang Mai & Koh Phangan",
    duration: "15 Days",
    country: "Thailand",
    description:
      "Start in Chiang Mai, the mountain city that has long been a home for remote workers, then trade temples for the quiet north coast of Koh Phangan. Thailand is a short flight from Chennai and only an hour and a half ahead of India, so your team's day is your day too.",
    rating: 4.8,
    image: "/art/thailand-islands.svg",
    highlights: [
      "Seven nights in Chiang Mai's Nimman quarter, seven on Koh Phangan",
      "A dawn climb to Wat Phra That Doi Suthep",
      "A Thai cooking class with a market walk",
      "A snorkelling day in Ang Thong Marine Park",
      "A briefing on the Destination Thailand Visa for remote workers",
    ],
    coworkingSpaces: ["CAMP at Maya, Chiang Mai", "BeachHub, Koh Phangan"],
    groupSize: "6-15 people",
  },
];
