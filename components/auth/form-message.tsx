import { usePhrase } from "@/components/i18n/use-phrase";
/** A form-level message (server answer) under or above the fields. */
export function FormMessage({
  tone,
  title,
  children,
}: {
  tone: "error" | "success" | "info";
  title?: string;
  children?: React.ReactNode;
}) {
  const phrase = usePhrase();
  const styles = {
    error: "border-red-200 bg-red-50 text-red-700",
    success: "border-emerald-200 bg-emerald-50 text-emerald-800",
    info: "border-brand-100 bg-brand-50 text-brand-900",
  }[tone];
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={`rounded-lg border px-3 py-2 text-sm ${styles}`}
    >
      {title ? <p className="font-semibold">{phrase(title)}</p> : null}
      {children ? <p>{typeof children === "string" ? phrase(children) : children}</p> : null}
    </div>
  );
}
