"use client";

import { usePhrase } from "@/components/i18n/use-phrase";

import { Heart } from "lucide-react";
import { useState, useTransition } from "react";
import { openLoginDialog } from "@/components/enquiry/open-login";
import { saveFavourite } from "@/lib/favourites/actions";

/** Save to favourites (signed in); signed-out visitors get the login dialog. */
export function FavouriteButton({
  propertyId,
  signedIn,
  initiallySaved,
}: {
  propertyId: number;
  signedIn: boolean;
  initiallySaved: boolean;
}) {
  const [saved, setSaved] = useState(initiallySaved);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  function toggle() {
    if (!signedIn) {
      openLoginDialog();
      return;
    }
    const next = !saved;
    setSaved(next);
    setError(null);
    startTransition(async () => {
      const result = await saveFavourite({ propertyId, saved: next });
      if (result.ok) setSaved(result.data.saved);
      else {
        setSaved(!next);
        if (result.status === 401) openLoginDialog();
        else setError(result.message);
      }
    });
  }

  const phrase = usePhrase();
  return (
    <>
      <button
        type="button"
        onClick={toggle}
        disabled={pending}
        aria-pressed={saved}
        className="inline-flex items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 hover:border-rose-500 hover:text-rose-700 aria-pressed:border-rose-500 aria-pressed:text-rose-700"
      >
        <Heart aria-hidden className={`size-4 ${saved ? "fill-current" : ""}`} />{" "}
        {phrase(saved ? "Saved" : "Save")}
      </button>
      {error ? (
        <span role="alert" className="text-sm text-rose-700">
          {error}
        </span>
      ) : null}
    </>
  );
}
