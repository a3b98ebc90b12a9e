import { forwardRef, type ButtonHTMLAttributes } from "react";
import { Slot } from "@radix-ui/react-slot";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "@/lib/utils";

// shadcn/ui button, trimmed to the variants this site uses.
export const buttonVariants = cva(
  "inline-flex min-h-11 items-center justify-center gap-2 whitespace-nowrap rounded-full px-5 text-sm font-semibold no-underline transition-colors disabled:pointer-events-none disabled:opacity-60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-saffron focus-visible:ring-offset-2",
  {
    variants: {
      variant: {
        primary: "bg-teal text-white hover:bg-teal-dark",
        accent: "bg-saffron text-ink hover:bg-[#d98a1c]",
        outline: "border border-teal bg-white text-teal hover:bg-teal-light",
        ghost: "bg-transparent text-teal hover:bg-teal-light",
        light: "bg-white text-teal hover:bg-sand",
        destructive: "bg-status-cancelled text-white hover:bg-red-800",
      },
      size: {
        md: "h-11",
        sm: "h-9 min-h-9 px-4 text-sm",
        lg: "h-12 px-7 text-base",
        icon: "h-11 w-11 px-0",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

export interface ButtonProps
  extends ButtonHTMLAttributes<HTMLButtonElement>,
    VariantProps<typeof buttonVariants> {
  asChild?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(
  ({ className, variant, size, asChild = false, ...props }, ref) => {
    const Comp = asChild ? Slot : "button";
    return <Comp ref={ref} className={cn(buttonVariants({ variant, size }), className)} {...props} />;
  },
);
Button.displayName = "Button";
