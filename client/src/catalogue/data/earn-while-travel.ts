import type { EarnProgramme } from "@shared/catalogue/schemas/international";

/*
 * Eight earn-while-you-travel programmes. The work type holds one of the page's filter
 * values (Teaching, Hospitality, NGO Projects, Freelancing, Cultural Exchange), which the
 * work-type select matches by substring.
 */
export const earnProgrammes: readonly EarnProgramme[] = [
  {
    id: "vietnam-english-teaching",
    name: "Teach English in Hanoi",
    description:
      "Spend your weekdays in bright Hanoi classrooms helping children and young professionals find their English voice, and your weekends on Lan Ha Bay or in the rice fields of Ninh Binh. Placement schools hold the right paperwork, and we help you with yours.",
    location: "Hanoi, Vietnam",
    workType: "Teaching",
    duration: "21-30 Days",
    earningPotential: "$1,000 - $1,800/month",
    rating: 4.8,
    image: "/art/vietnam-bay.svg",
    workOpportunities: [
      "English classes at partner language centres",
      "Weekend conversation clubs for adults",
      "One-to-one tutoring in the evenings",
      "Summer camp sessions (June to August)",
    ],
    skillsRequired: ["Fluent English", "A bachelor's degree in any subject", "A TEFL certificate or willingness to take one", "Patience and energy in a classroom"],
  },
  {
    id: "thailand-yoga-teaching",
    name: "Teach Yoga & Wellness on Koh Samui",
    description:
      "Lead morning and sunset classes at island wellness resorts while you deepen your own practice. Ideal for certified yoga teachers who want international experience and guests from around the world.",
    location: "Koh Samui, Thailand",
    workType: "Teaching",
    duration: "14-30 Days",
    earningPotential: "$900 - $1,800/month",
    rating: 4.7,
    image: "/art/thailand-islands.svg",
    workOpportunities: [
      "Resort yoga and meditation classes",
      "Private sessions for guests",
      "Workshops on breathwork and pranayama",
    ],
    skillsRequired: ["200-hour yoga teacher certification", "Confident spoken English", "First-aid awareness", "Warm, inclusive teaching style"],
  },
  {
    id: "lisbon-hostel-host",
    name: "Hostel & Café Host in Lisbon",
    description:
      "Be the first friendly face travellers meet in Lisbon. You run check-ins, host walking tours and pour the morning coffee at a design hostel in the historic centre, with a bed, breakfast and tips on top of your pay.",
    location: "Lisbon, Portugal",
    workType: "Hospitality",
    duration: "14-30 Days",
    earningPotential: "$600 - $1,100/month",
    rating: 4.7,
    image: "/art/lisbon-tram.svg",
    workOpportunities: [
      "Front desk and guest welcome",
      "Hosting walking tours and social evenings",
      "Café and breakfast service",
      "Social media for the hostel",
    ],
    skillsRequired: ["Good English", "A love of meeting people", "Basic computer skills", "Some Portuguese or Spanish is a bonus"],
  },
  {
    id: "costa-rica-eco-lodge",
    name: "Eco-Lodge Hospitality in Costa Rica",
    description:
      "Help run a solar-powered lodge on the edge of the Monteverde cloud forest. You welcome guests, guide night walks once trained and learn how sustainable tourism actually pays its way.",
    location: "Monteverde, Costa Rica",
    workType: "Hospitality",
    duration: "21-30 Days",
    earningPotential: "$700 - $1,200/month",
    rating: 4.8,
    image: "/art/costa-rica-jungle.svg",
    workOpportunities: [
      "Guest relations and reservations",
      "Assisting on guided nature walks",
      "Kitchen garden and farm-to-table dinners",
      "Lodge sustainability projects",
    ],
    skillsRequired: ["Conversational English", "Comfort working outdoors", "Basic Spanish or the will to learn", "A team-first attitude"],
  },
  {
    id: "kenya-conservation-ngo",
    name: "Community Conservation in Kenya",
    description:
      "Work alongside a community-owned conservancy near the Maasai Mara on education, wildlife monitoring and women's livelihood projects. A modest stipend covers daily costs; the experience is the real reward.",
    location: "Maasai Mara, Kenya",
    workType: "NGO Projects",
    duration: "21-30 Days",
    earningPotential: "$600 - $900/month",
    rating: 4.9,
    image: "/art/kenya-savanna.svg",
    workOpportunities: [
      "Teaching in conservancy schools",
      "Camera-trap and wildlife data entry",
      "Supporting Maasai women's beadwork enterprises",
      "Writing reports and donor updates",
    ],
    skillsRequired: ["Good written English", "Respect for local customs", "Basic spreadsheet skills", "Good health for rural living"],
  },
  {
    id: "bali-freelance-studio",
    name: "Freelance Design & Dev Studio in Bali",
    description:
      "Join a cohort of freelancers in Canggu who win and deliver client work together. Mentors help you sharpen your portfolio, price your work and land international clients, while the sea does the rest.",
    location: "Canggu, Bali, Indonesia",
    workType: "Freelancing",
    duration: "10-30 Days",
    earningPotential: "$1,500 - $3,000/month",
    rating: 4.8,
    image: "/art/bali-rice-terraces.svg",
    workOpportunities: [
      "Web and app projects for international clients",
      "Brand and UI design sprints",
      "Paid pitches through our freelancer network",
    ],
    skillsRequired: ["A portfolio of design or development work", "Reliable laptop", "Client communication in English", "Self-discipline with deadlines"],
  },
  {
    id: "mexico-content-creator",
    name: "Remote Content Creator in Mexico City",
    description:
      "Turn your writing, video or social media skills into steady remote income from Mexico City. You produce content for travel and lifestyle brands, learn the business side of creator work and build a network of editors and clients.",
    location: "Mexico City, Mexico",
    workType: "Freelancing",
    duration: "14-30 Days",
    earningPotential: "$1,000 - $2,200/month",
    rating: 4.7,
    image: "/art/mexico-colour.svg",
    workOpportunities: [
      "Brand content shoots around the city",
      "Travel writing commissions",
      "Social media management for small businesses",
    ],
    skillsRequired: ["Writing, photography or video skills", "A smartphone or camera kit", "Basic editing software", "A body of published work"],
  },
  {
    id: "japan-farm-exchange",
    name: "Farm Stay & Cultural Exchange in Japan",
    description:
      "Live with a family on a farm below Mount Fuji, help with the harvest and teach a little English in the village. In return you get room, meals, a monthly allowance and a window into rural Japan few visitors ever see.",
    location: "Yamanashi, Japan",
    workType: "Cultural Exchange",
    duration: "21-30 Days",
    earningPotential: "$600 - $900/month",
    rating: 4.9,
    image: "/art/japan-fuji.svg",
    workOpportunities: [
      "Fruit and vegetable harvests",
      "English conversation at the village community centre",
      "Helping at seasonal festivals",
    ],
    skillsRequired: ["Willingness to do physical work", "Openness to a new culture", "Basic Japanese phrases (we teach you)", "Early mornings without complaint"],
  },
];
