"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { openLoginDialog } from "@/components/enquiry/open-login";
import { SpriteIcon } from "@/components/ui/sprite-icon";

/** The dialog's form, reasons and action load with the first click, not with the page. */
const ReportListingDialog = dynamic(() => import("./report-listing-dialog"), { ssr: false });

/** "Report listing": a dialog with the reasons; signed-out visitors get the login dialog. */
export function ReportListingButton({
  propertyId,
  signedIn,
}: {
  propertyId: number;
  signedIn: boolean;
}) {
  const t = useTranslations("listingParts");
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on (the form keeps what was typed, as before).
  const [opened, setOpened] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  function start() {
    if (!signedIn) {
      openLoginDialog();
      return;
    }
    setError(null);
    setOpened(true);
    setOpen(true);
  }

  return (
    <>
      <button
        type="button"
        onClick={start}
        className="inline-flex items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-semibold text-slate-600 hover:text-rose-700"
      >
        <SpriteIcon name="flag" className="size-4" /> {t("reportListing")}
      </button>
      {done ? (
        <p role="status" className="text-sm text-emerald-800">
          {done}
        </p>
      ) : null}
      {opened ? (
        <ReportListingDialog
          propertyId={propertyId}
          open={open}
          onClose={() => setOpen(false)}
          onDone={(message) => {
            setDone(message);
            setOpen(false);
          }}
          error={error}
          setError={setError}
        />
      ) : null}
    </>
  );
}
