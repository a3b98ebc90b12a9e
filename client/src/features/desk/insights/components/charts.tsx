import { Bar, BarChart, CartesianGrid, LabelList, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { weekLabel } from "../insights-data";

// The drawings are hidden from assistive technology (each has a table), so recharts' own keyboard
// layer is turned off: focusable parts inside aria-hidden would trap keyboard users.
// Legend text in ink, not in each series' colour: saffron text on white would be unreadable.
const legendText = (value: string) => <span style={{ color: "#1E2326" }}>{value}</span>;

/** Ten distinguishable colours from the site's palette outward; charts also label every series. */
const SERIES_COLOURS = [
  "#0F5257", "#E89B2D", "#B4532A", "#4E7A3A", "#6B4E9B", "#2F6FAE", "#9A5B06", "#C23B6B", "#5A6369", "#1E2326",
];

export function WeeklyChart({ rows, categories }: { rows: Record<string, string | number>[]; categories: string[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart accessibilityLayer={false} data={rows} margin={{ top: 4, right: 8, bottom: 4, left: -16 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        {/* Every week named up to 12 weeks; a year's 52 would overlap, so recharts thins them (the table has all). */}
        {rows.length <= 12 ? (
          // Slanted, so twelve names fit a phone's width without running into each other.
          <XAxis dataKey="week" tickFormatter={weekLabel} fontSize={12} interval={0} angle={-45} textAnchor="end" height={48} />
        ) : (
          <XAxis dataKey="week" tickFormatter={weekLabel} fontSize={12} />
        )}
        <YAxis allowDecimals={false} fontSize={12} />
        <Tooltip labelFormatter={(w) => `Week of ${weekLabel(String(w))}`} />
        <Legend wrapperStyle={{ fontSize: 12 }} formatter={legendText} />
        {categories.map((c, i) => (
          <Bar key={c} dataKey={c} stackId="week" fill={SERIES_COLOURS[i % SERIES_COLOURS.length]} isAnimationActive={false} />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}

/** One bar's height and the gap around it, in pixels: the card grows with its rows, no taller. */
export const BAR_ROW_PX = 34;

/** Horizontal bars: long labels (pages, referrers) stay readable; every bar has its name and its count beside it. */
export function CountBars({ rows, nameKey, bars }: { rows: Record<string, string | number>[]; nameKey: string; bars: { key: string; label: string }[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart accessibilityLayer={false} data={rows} layout="vertical" margin={{ top: 4, right: 28, bottom: 4, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" allowDecimals={false} fontSize={12} />
        {/* interval 0: recharts otherwise drops names it thinks would collide, leaving bars unnamed. */}
        <YAxis type="category" dataKey={nameKey} width={140} fontSize={12} interval={0} tickFormatter={(v: string) => (v.length > 22 ? `${v.slice(0, 21)}…` : v)} />
        <Tooltip />
        {bars.length > 1 && <Legend wrapperStyle={{ fontSize: 12 }} formatter={legendText} />}
        {bars.map((b, i) => (
          <Bar key={b.key} dataKey={b.key} name={b.label} fill={SERIES_COLOURS[i]} isAnimationActive={false}>
            <LabelList dataKey={b.key} position="right" fontSize={12} fill="#1E2326" />
          </Bar>
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
