import type { ComponentProps } from "react";

export type ButtonVariant = "primary" | "secondary" | "danger" | "ghost" | "quiet";
export type ButtonSize = "sm" | "md";

const base =
  "inline-flex items-center justify-center gap-2 rounded-md text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-brand-600 font-semibold text-white hover:bg-brand-700",
  secondary: "border border-slate-300 bg-white font-medium text-slate-700 hover:bg-slate-50",
  danger: "bg-red-600 font-semibold text-white hover:bg-red-700",
  ghost: "font-medium text-slate-600 hover:bg-slate-100",
  quiet: "border border-slate-200 bg-white text-slate-700 hover:bg-slate-50",
};

const sizes: Record<ButtonSize, string> = {
  sm: "px-3 py-1",
  md: "px-4 py-2",
};

/** The class list of a button (or of a link drawn as a button). */
export function buttonClass(
  variant: ButtonVariant = "primary",
  options: { size?: ButtonSize; className?: string } = {},
): string {
  const size = options.size ?? (variant === "ghost" ? "sm" : "md");
  return [base, variants[variant], sizes[size], options.className].filter(Boolean).join(" ");
}

export type ButtonProps = ComponentProps<"button"> & { variant?: ButtonVariant; size?: ButtonSize };

/** A button: `type="button"` unless told otherwise, so it never submits a form by accident. */
export function Button({ variant, size, className, type = "button", ...rest }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, { size, className })} {...rest} />;
}
