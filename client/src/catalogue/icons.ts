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
  type LucideIcon,
} from "lucide-react";

/**
 * The icon of a skill expedition, read from its category label ("IT - ...", "Creative - ...",
 * "Adventure - ..."). Within a track the subject can refine it (coding, photography).
 */
export function skillIcon(skillCategory: string): LucideIcon {
  const [track = "", subject = ""] = skillCategory.split(" - ").map((s) => s.trim().toLowerCase());
  if (track === "it") return /develop|code|coding|programm/.test(subject) ? Code : Laptop;
  if (track === "creative") return /photo|film|video/.test(subject) ? Camera : Palette;
  if (track === "adventure") return Mountain;
  return Compass;
}

/** The icon of an earn-while-you-travel programme, read from its work type (docs/site.md §2). */
export function workTypeIcon(workType: string): LucideIcon {
  const t = workType.toLowerCase();
  if (/teach|tutor/.test(t)) return GraduationCap;
  if (/hospitality|hostel|hotel/.test(t)) return Hotel;
  // A word match, so "ngo" inside another word never picks the NGO icon.
  if (/\bngo\b/.test(t)) return HeartHandshake;
  if (/remote|freelanc/.test(t)) return Laptop;
  return Briefcase;
}
