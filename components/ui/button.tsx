import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { clsx } from "clsx";

/** The classes of a button, by variant and size (class-variance-authority). */
export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60",
  {
    variants: {
      variant: {
        primary: "bg-brand-600 font-semibold text-white hover:bg-brand-700",
        secondary: "border border-slate-300 bg-white font-medium text-slate-700 hover:bg-slate-50",
        danger: "bg-red-600 font-semibold text-white hover:bg-red-700",
        ghost: "font-medium text-slate-600 hover:bg-slate-100",
        quiet: "border border-slate-200 bg-white text-slate-700 hover:bg-slate-50",
      },
      // Each size sets the padding, the text size and the corners, so no className needs to
      // replace one of the button's own classes (which would need tailwind-merge in the browser).
      size: {
        sm: "rounded-md px-3 py-1 text-sm",
        md: "rounded-md px-4 py-2 text-sm",
        /** The large round buttons of the error pages. */
        lg: "rounded-full px-6 py-3 text-base",
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
 * told otherwise. `className` adds classes (a width, a margin): padding, text size and corners
 * come from `size`, so nothing a caller adds conflicts with the button's own classes, and the
 * login dialog, the menus and every form that draws a Button ship without tailwind-merge.
 */
export function buttonClass(
  variant: ButtonVariant = "primary",
  options: { size?: ButtonSize; className?: string } = {},
): string {
  const size = options.size ?? (variant === "ghost" ? "sm" : "md");
  return clsx(buttonVariants({ variant, size }), options.className);
}

export type ButtonProps = ComponentProps<"button"> & { variant?: ButtonVariant; size?: ButtonSize };

/** A button: `type="button"` unless told otherwise, so it never submits a form by accident. */
export function Button({ variant, size, className, type = "button", ...rest }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, { size, className })} {...rest} />;
}
