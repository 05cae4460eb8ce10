import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "./cn";

/** The classes of a button, by variant and size (class-variance-authority). */
export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 rounded-md text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60",
  {
    variants: {
      variant: {
        primary: "bg-brand-600 font-semibold text-white hover:bg-brand-700",
        secondary: "border border-slate-300 bg-white font-medium text-slate-700 hover:bg-slate-50",
        danger: "bg-red-600 font-semibold text-white hover:bg-red-700",
        ghost: "font-medium text-slate-600 hover:bg-slate-100",
        quiet: "border border-slate-200 bg-white text-slate-700 hover:bg-slate-50",
      },
      size: {
        sm: "px-3 py-1",
        md: "px-4 py-2",
      },
    },
    defaultVariants: { variant: "primary" },
  },
);

type Variants = VariantProps<typeof buttonVariants>;
export type ButtonVariant = NonNullable<Variants["variant"]>;
export type ButtonSize = NonNullable<Variants["size"]>;

/**
 * The class list of a button (or of a link drawn as a button). A ghost button is small unless
 * told otherwise; `className` wins over the defaults (`cn`).
 */
export function buttonClass(
  variant: ButtonVariant = "primary",
  options: { size?: ButtonSize; className?: string } = {},
): string {
  const size = options.size ?? (variant === "ghost" ? "sm" : "md");
  return cn(buttonVariants({ variant, size }), options.className);
}

export type ButtonProps = ComponentProps<"button"> & { variant?: ButtonVariant; size?: ButtonSize };

/** A button: `type="button"` unless told otherwise, so it never submits a form by accident. */
export function Button({ variant, size, className, type = "button", ...rest }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, { size, className })} {...rest} />;
}
