"use client";

import { useQuery } from "@tanstack/react-query";
import { useId, useState, type KeyboardEvent } from "react";
import { usePhrase } from "@/components/i18n/use-phrase";
import { Input } from "./form-controls";
import { useDebounced } from "./use-debounced";

type Suggestion = { id: number; name: string };

type Props = {
  citySlug: string;
  value: string;
  onChange: (name: string, id: number | null) => void;
  invalid?: boolean;
  describedBy?: string;
  inputId: string;
};

/** Locality box that suggests the chosen city's localities from the database as you type. */
export function LocalityAutocomplete({
  citySlug,
  value,
  onChange,
  invalid,
  describedBy,
  inputId,
}: Props) {
  const phrase = usePhrase();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const q = useDebounced(value, 200);
  const listId = useId();
  const { data = [] } = useQuery({
    queryKey: ["seller", "localities", citySlug, q],
    enabled: Boolean(citySlug) && open,
    staleTime: 60_000,
    queryFn: async ({ signal }) => {
      const res = await fetch(
        `/api/seller/localities?city=${encodeURIComponent(citySlug)}&q=${encodeURIComponent(q)}`,
        { signal },
      );
      if (!res.ok) return [];
      return ((await res.json()) as { data: Suggestion[] }).data;
    },
  });
  const choose = (s: Suggestion) => {
    onChange(s.name, s.id);
    setOpen(false);
    setActive(-1);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (!open || data.length === 0) return;
    if (e.key === "ArrowDown") {
      e.preventDefault();
      setActive((i) => (i + 1) % data.length);
    } else if (e.key === "ArrowUp") {
      e.preventDefault();
      setActive((i) => (i <= 0 ? data.length - 1 : i - 1));
    } else if (e.key === "Enter" && active >= 0) {
      e.preventDefault();
      choose(data[active]);
    } else if (e.key === "Escape") {
      setOpen(false);
    }
  };

  return (
    <div className="relative">
      <Input
        id={inputId}
        role="combobox"
        aria-expanded={open && data.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        autoComplete="off"
        disabled={!citySlug}
        placeholder={phrase(citySlug ? "Start typing, e.g. Vijay Nagar" : "Choose the city first")}
        value={value}
        onChange={(e) => {
          onChange(e.target.value, null);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={onKeyDown}
      />
      {open && data.length > 0 ? (
        <ul
          id={listId}
          role="listbox"
          aria-label={phrase("Localities")}
          className="absolute z-20 mt-1 max-h-60 w-full overflow-auto rounded-md border bg-white py-1 shadow-lg border-slate-200"
        >
          {data.map((s, i) => (
            <li
              key={s.id}
              role="option"
              aria-selected={i === active}
              onMouseDown={(e) => {
                e.preventDefault();
                choose(s);
              }}
              className={`cursor-pointer px-3 py-2 text-sm ${i === active ? "bg-brand-50" : "hover:bg-slate-50"}`}
            >
              {s.name}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
