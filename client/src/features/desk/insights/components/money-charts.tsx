import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatRupees } from "@shared/money";
import { yearMonthText } from "@shared/year-month-text";

// As the other charts: hidden from assistive technology (the table is read), recharts' keyboard layer off.
const legendText = (value: string) => <span style={{ color: "#1E2326" }}>{value}</span>;

/** Lakhs on the axis ("₹12.5 L"), so a month's takings fit a phone's width; the table has every rupee. */
const axisRupees = (n: number) => (n >= 100_000 ? `₹${Math.round(n / 10_000) / 10} L` : formatRupees(n));

/** Booked and received side by side for each month. */
export function MonthlyMoneyChart({ rows }: { rows: { month: string; booked: number; received: number }[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart accessibilityLayer={false} data={rows} margin={{ top: 4, right: 8, bottom: 4, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="month" tickFormatter={yearMonthText} fontSize={12} interval={0} angle={-45} textAnchor="end" height={48} />
        <YAxis tickFormatter={axisRupees} fontSize={12} width={64} />
        <Tooltip labelFormatter={(m) => yearMonthText(String(m))} formatter={(v) => formatRupees(Number(v))} />
        <Legend wrapperStyle={{ fontSize: 12 }} formatter={legendText} />
        <Bar dataKey="booked" name="Booked" fill="#0F5257" isAnimationActive={false} />
        <Bar dataKey="received" name="Received" fill="#E89B2D" isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}

/** What is owed now, and the part of it overdue. */
export function OwedChart({ outstanding, overdue }: { outstanding: number; overdue: number }) {
  const rows = [
    { name: "Outstanding", amount: outstanding },
    { name: "Overdue", amount: overdue },
  ];
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart accessibilityLayer={false} data={rows} layout="vertical" margin={{ top: 4, right: 28, bottom: 4, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" tickFormatter={axisRupees} fontSize={12} />
        <YAxis type="category" dataKey="name" width={96} fontSize={12} interval={0} />
        <Tooltip formatter={(v) => formatRupees(Number(v))} />
        <Bar dataKey="amount" name="Rupees" fill="#B4532A" isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
