// shadcn/ui, adapted (react-day-picker v9)
import type { ComponentProps } from "react";
import { DayPicker } from "react-day-picker";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { cn } from "@/lib/utils";

export type CalendarProps = ComponentProps<typeof DayPicker>;

export function Calendar({ className, classNames, showOutsideDays = true, ...props }: CalendarProps) {
  return (
    <DayPicker
      showOutsideDays={showOutsideDays}
      className={cn("text-ink", className)}
      classNames={{
        months: "relative flex flex-col gap-4",
        month: "flex flex-col gap-3",
        month_caption: "flex h-11 items-center justify-center",
        caption_label: "font-display text-lg",
        nav: "absolute inset-x-0 top-0 flex h-11 items-center justify-between",
        button_previous:
          "inline-flex h-11 w-11 items-center justify-center rounded-full hover:bg-sand focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-saffron disabled:opacity-40",
        button_next:
          "inline-flex h-11 w-11 items-center justify-center rounded-full hover:bg-sand focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-saffron disabled:opacity-40",
        month_grid: "w-full border-collapse",
        weekdays: "flex",
        weekday: "w-11 text-center text-xs font-semibold uppercase text-ink-muted",
        week: "flex w-full",
        day: "h-11 w-11 p-0 text-center text-sm",
        day_button:
          "inline-flex h-11 w-11 items-center justify-center rounded-full hover:bg-teal-light focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-saffron disabled:pointer-events-none",
        selected: "[&>button]:bg-teal [&>button]:text-white [&>button]:hover:bg-teal-dark",
        today: "[&>button]:font-bold [&>button]:underline",
        outside: "text-ink-muted",
        disabled: "text-ink-muted opacity-50 line-through",
        hidden: "invisible",
        ...classNames,
      }}
      components={{
        Chevron: ({ orientation }) =>
          orientation === "left" ? (
            <ChevronLeft className="h-5 w-5" aria-hidden="true" />
          ) : (
            <ChevronRight className="h-5 w-5" aria-hidden="true" />
          ),
      }}
      {...props}
    />
  );
}
