import type { ComponentProps, ReactNode } from "react";
import { usePhrase } from "@/components/i18n/use-phrase";
import { cn } from "@/components/ui/cn";

/**
 * Small form primitives shared by the seller forms (labels, inputs, errors); buttons are in
 * components/ui/button. Labels, hints and errors are written in English (field tables, zod
 * schemas, the server) and shown in the page's language through the phrase translator.
 */
export const inputClass =
  "block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100 disabled:bg-slate-100 aria-[invalid=true]:border-red-500";

export function Field({
  id,
  label,
  error,
  hint,
  required,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  children: ReactNode;
}) {
  const phrase = usePhrase();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {phrase(label)}
        {required ? <span className="text-red-600"> *</span> : null}
      </label>
      {children}
      {hint && !error ? <p className="text-xs text-slate-500">{phrase(hint)}</p> : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export function FieldError({ id, message }: { id?: string; message?: string }) {
  const phrase = usePhrase();
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-xs font-medium text-red-600">
      {phrase(message)}
    </p>
  );
}

export function Input(props: ComponentProps<"input">) {
  return <input {...props} className={cn(inputClass, props.className)} />;
}

export function Select(props: ComponentProps<"select">) {
  return <select {...props} className={cn(inputClass, props.className)} />;
}

export function Textarea(props: ComponentProps<"textarea">) {
  return <textarea {...props} className={cn(inputClass, props.className)} />;
}
