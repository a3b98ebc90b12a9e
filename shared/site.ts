/** The company's public details, used by the layout, the contact page and structured data. */
export const SITE = {
  name: "Inner Light Journeys",
  tagline: "Transformation retreats and international journeys from Coimbatore",
  email: "hello@innerlightjourneys.in",
  phoneDisplay: "+91 98430 12345",
  phoneHref: "tel:+919843012345",
  chatHref: "https://wa.me/919843012345",
  chatLabel: "WhatsApp",
  city: "Coimbatore",
  state: "Tamil Nadu",
  country: "India",
  address: {
    street: "2nd Floor, 118 Race Course Road",
    locality: "Coimbatore",
    region: "Tamil Nadu",
    postalCode: "641018",
    country: "IN",
  },
  // The specification gives the social links placeholder targets.
  social: {
    instagram: "https://www.instagram.com/",
    facebook: "https://www.facebook.com/",
    linkedin: "https://www.linkedin.com/",
  },
  hours: [
    { days: "Monday to Friday", time: "9:00 to 19:00 IST" },
    { days: "Saturday", time: "10:00 to 17:00 IST" },
    { days: "Sunday", time: "11:00 to 16:00 IST" },
  ],
} as const;
