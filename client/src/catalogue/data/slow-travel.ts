import type { SlowTravelProgramme } from "@shared/catalogue/schemas/international";

/*
 * Nine slow-travel journeys. The first three ids are the home search's experience keys (the home
 * page's "Sacred Destinations Await" cards point here); the region is the page's filter.
 */
export const slowTravelProgrammes: readonly SlowTravelProgramme[] = [
  {
    id: "japan-cultural",
    name: "Japan Cultural Deep Dive",
    duration: "15 Days",
    region: "Asia",
    description:
      "Fifteen unhurried days between Kyoto, the temple mountain of Koyasan and the pilgrim paths of the Kii Peninsula. You sleep in a wooden townhouse and a monastery, learn how tea is whisked in Uji and walk an ancient trail with nothing to carry but a day pack.",
    rating: 4.9,
    image: "/art/kyoto-torii.svg",
    highlights: [
      "Five nights in a restored Kyoto machiya townhouse",
      "A night in a Koyasan temple lodging with the monks' dawn prayers",
      "Two days on the Kumano Kodo pilgrim trail, luggage sent ahead",
      "A tea ceremony and matcha grinding with a family in Uji",
    ],
    culturalExperiences: [
      "Shojin ryori, the Buddhist vegetarian kitchen",
      "Indigo dyeing with a Kyoto craftsman",
      "Onsen etiquette at a riverside ryokan",
      "Morning calligraphy practice",
    ],
    workFriendlySpaces: ["A quiet desk room in the machiya", "A co-working lounge near Kyoto Station"],
    groupSize: "8-12 people",
  },
  {
    id: "new-zealand-adventure",
    name: "New Zealand Adventure Immersion",
    duration: "14 Days",
    region: "Oceania",
    description:
      "From the steaming ground of Rotorua to the fiords of the far south, at a pace that leaves room for the land to speak. You are welcomed onto a marae, cross a volcanic ridge, paddle golden bays and end among the lakes and peaks of Wānaka.",
    rating: 4.8,
    image: "/art/new-zealand-peaks.svg",
    highlights: [
      "A pōwhiri welcome and hāngī meal at a Rotorua marae",
      "The Tongariro Alpine Crossing with a mountain guide (weather permitting)",
      "A sea-kayak day in Abel Tasman National Park",
      "A boat journey into Milford Sound",
    ],
    culturalExperiences: [
      "Te reo Māori greetings and the meaning of place names",
      "The story of pounamu with a carver",
      "A farm stay on a South Island sheep station",
    ],
    workFriendlySpaces: ["Lakeside cabins with fibre in Wānaka", "The Rotorua library's study rooms"],
    groupSize: "8-12 people",
  },
  {
    id: "europe-grand-tour",
    name: "Western Europe Grand Tour",
    duration: "15 Days",
    region: "Europe",
    description:
      "The grand tour, slowed down and done by train: Paris, the lavender and stone villages of Provence, then the hills of Tuscany. Three bases, five nights each, and enough time to sit in a square and watch a town go about its day.",
    rating: 4.8,
    image: "/art/paris-rooftops.svg",
    highlights: [
      "Five nights in a Paris apartment in the Marais",
      "High-speed rail to Avignon and the Provençal markets",
      "Five nights in a Tuscan farmhouse near Siena",
      "A day in Florence with an art historian",
    ],
    culturalExperiences: [
      "A French market-to-table cooking class",
      "An olive oil harvest or tasting, by season",
      "Evening passeggiata in a Tuscan hill town",
    ],
    workFriendlySpaces: ["Café-libraries in the Marais", "A farmhouse study with a view of the vines"],
    groupSize: "8-12 people",
  },
  {
    id: "vietnam-slow-journey",
    name: "Vietnam North to Centre Slow Journey",
    duration: "12 Days",
    region: "Asia",
    description:
      "Hanoi's old-quarter mornings, a night on the quiet waters of Lan Ha Bay and the limestone fields of Ninh Binh, then the lantern-lit river town of Hoi An. Vietnam rewards the traveller who stops to eat, and this journey stops often.",
    rating: 4.8,
    image: "/art/vietnam-bay.svg",
    highlights: [
      "A street-food evening in Hanoi's Old Quarter with a local guide",
      "An overnight junk cruise on Lan Ha Bay",
      "Cycling the rice fields and karsts of Ninh Binh",
      "Four nights in Hoi An's ancient town",
    ],
    culturalExperiences: [
      "Lantern-making with a Hoi An family",
      "A bánh mì and cao lầu cooking class",
      "A water-puppet performance in Hanoi",
    ],
    workFriendlySpaces: ["Riverside co-working cafés in Hoi An", "A quiet lounge in a Hanoi boutique hotel"],
    groupSize: "8-12 people",
  },
  {
    id: "peru-sacred-valley",
    name: "Peru Sacred Valley & Andes",
    duration: "12 Days",
    region: "South America",
    description:
      "A journey that starts slowly on purpose: three gentle days to acclimatise in the Sacred Valley before Cusco and Machu Picchu. You weave with Quechua women in Chinchero, walk Inca terraces and take the train along the Urubamba to the citadel in the clouds.",
    rating: 4.7,
    image: "/art/peru-andes.svg",
    highlights: [
      "Three acclimatisation days in a Sacred Valley lodge",
      "Guided visit to Machu Picchu with an Andean historian",
      "The circular terraces of Moray and the Maras salt pans",
      "Two nights in Cusco's San Blas quarter",
    ],
    culturalExperiences: [
      "Natural-dye weaving with a Chinchero cooperative",
      "A pachamanca earth-oven feast",
      "A traditional offering to Pachamama with a local elder",
    ],
    workFriendlySpaces: ["A lodge library with satellite internet", "A co-working café in San Blas"],
    groupSize: "8-12 people",
  },
  {
    id: "morocco-medinas",
    name: "Morocco Medinas & Sahara",
    duration: "11 Days",
    region: "Africa",
    description:
      "From the thousand-year-old lanes of Fes to the blue steps of Chefchaouen and a night in the dunes of Erg Chebbi. You stay in family riads, learn to find your way in a medina and sit by a Saharan fire under more stars than you knew there were.",
    rating: 4.7,
    image: "/art/morocco-medina.svg",
    highlights: [
      "Four nights in a Fes riad with a medina guide",
      "Two days in the blue town of Chefchaouen",
      "A camel trek and desert camp at Erg Chebbi",
      "The gorges and kasbahs of the Dadès valley",
    ],
    culturalExperiences: [
      "A tagine and bread class in a family kitchen",
      "A visit to the Chouara tanneries and weavers' workshops",
      "Gnawa music around the desert fire",
    ],
    workFriendlySpaces: ["Rooftop terraces of our Fes riad", "A quiet café-library in Chefchaouen"],
    groupSize: "8-12 people",
  },
  {
    id: "scottish-highlands",
    name: "Scottish Highlands & Islands",
    duration: "10 Days",
    region: "Europe",
    description:
      "Edinburgh's closes, the glens of Glencoe and the sea lochs of the Isle of Skye, taken slowly enough to catch the weather changing. Evenings are for ceilidh dancing, peat fires and stories told in Gaelic and English.",
    rating: 4.7,
    image: "/art/scotland-highlands.svg",
    highlights: [
      "Two nights in Edinburgh's Old Town",
      "A walk through Glencoe with a Highland guide",
      "Four nights on the Isle of Skye, from the Quiraing to Neist Point",
      "The West Highland Line by train to Mallaig",
    ],
    culturalExperiences: [
      "A ceilidh with a local band",
      "A Gaelic song session in a Skye village hall",
      "A visit to a family-run weaving mill",
    ],
    workFriendlySpaces: ["A croft-house study on Skye", "Edinburgh's Central Library reading rooms"],
    groupSize: "8-12 people",
  },
  {
    id: "kenya-savanna-coast",
    name: "Kenya Savanna & Swahili Coast",
    duration: "13 Days",
    region: "Africa",
    description:
      "Six days in a community conservancy bordering the Maasai Mara, where Maasai guides read the grass like a newspaper, then a week on the island of Lamu, where donkeys and dhows still set the pace. Kenya is about six hours' flight from Mumbai and a long way from your inbox.",
    rating: 4.9,
    image: "/art/kenya-savanna.svg",
    highlights: [
      "Game drives and walking safaris in a Maasai Mara conservancy",
      "A day with a Maasai family and their beadwork collective",
      "Four nights in Lamu Old Town, a UNESCO World Heritage Site",
      "A sunset dhow sail through the Lamu archipelago",
    ],
    culturalExperiences: [
      "Swahili cooking with a Lamu family",
      "Beadwork with Maasai women artisans",
      "A conservation talk with community rangers",
    ],
    workFriendlySpaces: ["A shaded work veranda at the conservancy camp", "A rooftop study in a Lamu guesthouse"],
    groupSize: "8-12 people",
  },
  {
    id: "iceland-fire-ice",
    name: "Iceland Fire & Ice Slow Circle",
    duration: "10 Days",
    region: "Europe",
    description:
      "Ten days on the south and west of Iceland, with three bases and no long drives. Black-sand beaches, glacier lagoons and hot springs by day; in the darker months, the northern lights may dance above the farmhouse after dinner.",
    rating: 4.8,
    image: "/art/iceland-aurora.svg",
    highlights: [
      "A guided glacier walk on Sólheimajökull",
      "Jökulsárlón glacier lagoon and Diamond Beach",
      "Three days on the Snæfellsnes peninsula",
      "Aurora watching from a farm guesthouse (September to March)",
    ],
    culturalExperiences: [
      "Rye bread baked in the hot ground at Laugarvatn",
      "Sagas and folk tales told at a village museum",
      "A bathing evening at a local geothermal pool",
    ],
    workFriendlySpaces: ["Reykjavík's city library co-working tables", "A farmhouse desk with fibre on the south coast"],
    groupSize: "8-12 people",
  },
];
