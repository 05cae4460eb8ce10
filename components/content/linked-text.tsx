import { Fragment } from "react";
import { site } from "@/lib/site";

/** Plain text in which the site's e-mail address and phone number become links. */
export function LinkedText({ text }: { text: string }) {
  const pattern = new RegExp(`(${escape(site.email)}|${escape(site.phoneDisplay)})`, "g");
  const parts = text.split(pattern);
  return (
    <>
      {parts.map((part, index) => {
        if (part === site.email) {
          return (
            <a
              key={index}
              href={`mailto:${site.email}`}
              className="font-medium text-brand-700 underline"
            >
              {part}
            </a>
          );
        }
        if (part === site.phoneDisplay) {
          return (
            <a
              key={index}
              href={`tel:${site.phoneTel}`}
              className="font-medium text-brand-700 underline"
            >
              {part}
            </a>
          );
        }
        return <Fragment key={index}>{part}</Fragment>;
      })}
    </>
  );
}

function escape(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
