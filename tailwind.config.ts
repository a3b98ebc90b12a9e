import type { Config } from "tailwindcss";

// Palette from the design brief; every text/background pair used is checked for WCAG AA.
export default {
  content: ["./client/index.html", "./client/src/**/*.{ts,tsx}"],
  theme: {
    container: { center: true, padding: "1rem", screens: { "2xl": "1200px" } },
    extend: {
      colors: {
        teal: { DEFAULT: "#0F5257", dark: "#0B3D41", light: "#E3F0EF" },
        saffron: { DEFAULT: "#E89B2D", dark: "#9A5B06", light: "#FDF1DD" },
        sand: { DEFAULT: "#FBF6EE", dark: "#F3E9D8" },
        ink: { DEFAULT: "#1E2326", muted: "#5A6369" },
        clay: "#B4532A",
        status: { confirmed: "#166534", cancelled: "#B91C1C", pending: "#854D0E" },
      },
      fontFamily: {
        display: ['"Inner Light Serif"', "Georgia", "serif"],
        sans: ["system-ui", "-apple-system", '"Segoe UI"', "Roboto", '"Helvetica Neue"', "Arial", "sans-serif"],
      },
      borderRadius: { card: "1rem" },
      boxShadow: {
        soft: "0 1px 2px rgba(30,35,38,0.04), 0 8px 24px rgba(30,35,38,0.08)",
      },
    },
  },
  plugins: [],
  // Tailwind 3 otherwise sets ~50 custom properties on every element and pseudo-element, for
  // the few that use a shadow, ring, transform or filter: on a cheap phone the style
  // recalculations after the first paint cost tens of milliseconds per page.
  experimental: { optimizeUniversalDefaults: true },
} satisfies Config;
