import type { RetreatProgramme } from "@shared/catalogue/schemas/retreats";

/** The three Career Upskilling retreats; ids are the home search's experience keys (docs/site.md §3). */
export const careerRetreats: readonly RetreatProgramme[] = [
  {
    id: "tech-mastery",
    name: "Tech Mastery Retreat",
    category: "Technology",
    duration: "12 Days",
    targetAudience: "Developers, testers and IT professionals with 2+ years' experience",
    description:
      "Twelve days on a coffee estate in Coorg with fibre internet and no commute. Each morning you learn cloud, AI-assisted development and system design from engineers who ship them; each afternoon you build, until you have a deployed project to show.",
    rating: 4.8,
    image: "/art/workshop-desk.svg",
    location: "Coorg, Karnataka",
    highlights: [
      "Hands-on AWS and Azure labs with a certification study plan",
      "Building with AI coding assistants and LLM APIs",
      "System design clinics with senior engineers",
      "Capstone project deployed and reviewed on day 11",
      "Evening plantation walks and a day trek to Tadiandamol",
    ],
    includes: [
      "11 nights in estate cottages with a work desk",
      "All meals and unlimited Coorg coffee",
      "Cloud lab credits for the retreat",
      "Certificate of completion and a project review",
    ],
    groupSize: "6-15 people",
  },
  {
    id: "digital-future",
    name: "Digital Future Retreat",
    category: "Digital Skills",
    duration: "10 Days",
    targetAudience: "Professionals moving into digital marketing, product or data roles, and small-business owners",
    description:
      "Ten days between Bengaluru's start-up scene and the quiet of Nandi Hills. You learn data analysis, digital marketing and no-code building in practical studios, visit product teams at work, and leave with a portfolio you can put in front of a recruiter.",
    rating: 4.7,
    image: "/art/city-lights.svg",
    location: "Bengaluru & Nandi Hills, Karnataka",
    highlights: [
      "Data analysis with spreadsheets, SQL and dashboards",
      "Performance marketing and SEO studio",
      "Building an app without code in two days",
      "Visits to two Bengaluru product companies",
      "Sunrise at Nandi Hills and a portfolio review",
    ],
    includes: [
      "9 nights: 4 in Bengaluru, 5 at a Nandi Hills resort",
      "Breakfast and lunch daily, two group dinners",
      "Software licences for the retreat",
      "Portfolio review and a LinkedIn profile session",
    ],
    groupSize: "6-15 people",
  },
  {
    id: "career-pivot",
    name: "Career Pivot Retreat",
    category: "Career Change",
    duration: "11 Days",
    targetAudience: "Mid-career professionals, and women returning to work after a break",
    description:
      "Eleven days by the lakes and shola forests of Ooty to plan a change of career with care, not panic. Assessments, coaching and conversations with people who made the same leap turn an idea into a tested, 90-day plan.",
    rating: 4.9,
    image: "/art/mountain-lake.svg",
    location: "Ooty, Nilgiris",
    highlights: [
      "Strengths and interests assessment with a career coach",
      "Informational interviews with people who changed careers",
      "CV, LinkedIn and interview practice for your new field",
      "Money plan for the transition months",
      "Walks to Avalanche lake and Doddabetta peak",
    ],
    includes: [
      "10 nights in a heritage bungalow",
      "All meals and Nilgiri tea",
      "Three one-to-one coaching sessions",
      "Two follow-up coaching calls after you go home",
    ],
    groupSize: "6-15 people",
  },
];
