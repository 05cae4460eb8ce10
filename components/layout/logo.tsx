import { site } from "@/lib/site";

/** The LAND Acre mark: a roof over a plot line on a brand square. Same drawing as /logo.svg. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className}>
      <rect width="32" height="32" rx="8" fill="#114894" />
      <path
        d="M6.5 16.5 16 8l9.5 8.5"
        fill="none"
        stroke="#f59e0b"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M10 15.5V23h12v-7.5" fill="none" stroke="#fff" strokeWidth="2.4" />
      <path d="M5.5 26.5h21" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
    </svg>
  );
}

/** Mark plus "LAND Acre" wordmark in the current text colour. */
export function Logo({ className = "" }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 ${className}`}>
      <LogoMark className="size-8 shrink-0" />
      <span className="text-xl leading-none tracking-tight">
        <span className="font-extrabold">LAND</span>{" "}
        <span className="font-medium">{site.name.replace(/^LAND\s*/, "")}</span>
      </span>
    </span>
  );
}
