"use client";

import { useLocalizedRouter } from "@/components/i18n/use-localized-router";

import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { usePhrase } from "@/components/i18n/use-phrase";
import { toast } from "@/components/ui/toast";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { RadioGroup } from "@/components/ui/radio-group";
import { useHydrated } from "@/components/ui/use-hydrated";
import type { ActionResult } from "@/lib/actions/result";
import type { SavedSearchItem } from "@/lib/alerts/saved-searches";
import { ALERT_FREQUENCY_OPTIONS, MAX_SAVED_SEARCHES } from "@/lib/validation/alert-frequency";
import type { UpdateSavedSearchInput } from "@/lib/validation/saved-search";

export type SavedSearchActions = {
  update: (input: UpdateSavedSearchInput) => Promise<ActionResult<{ id: number }>>;
  remove: (input: { id: number }) => Promise<ActionResult<void>>;
  open: (input: { id: number }) => Promise<ActionResult<string>>;
};

const small =
  "rounded-md border border-slate-300 bg-white px-2.5 py-1 text-xs font-semibold text-slate-700 hover:border-brand-600 hover:text-brand-700 disabled:opacity-60";

function Row({ item, actions }: { item: SavedSearchItem; actions: SavedSearchActions }) {
  const router = useLocalizedRouter();
  const hydrated = useHydrated();
  const t = useTranslations("account");
  // The schema's and the server's messages, and the frequency labels, in the page's language.
  const phrase = usePhrase();
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  // The choice shows at once; it goes back if the server refuses it.
  const [frequency, setFrequency] = useState(item.frequency);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  function run<T>(
    call: () => Promise<ActionResult<T>>,
    then?: (data: T) => void,
    onRefused?: () => void,
  ) {
    setError(null);
    startTransition(async () => {
      const result = await call();
      if (!result.ok) {
        setError(phrase(result.fieldErrors?.name ?? result.message));
        onRefused?.();
        return;
      }
      if (then) then(result.data);
      else {
        if (result.message) toast.success(result.message);
        router.refresh();
      }
    });
  }

  const update = (patch: Omit<UpdateSavedSearchInput, "id">) =>
    run(() => actions.update({ id: item.id, ...patch }));

  return (
    <li className="space-y-2 py-3" data-saved-search={item.id} data-hydrated={hydrated}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        {renaming ? (
          <form
            className="flex flex-1 items-center gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              const name = String(new FormData(e.currentTarget).get("name") ?? "");
              run(
                () => actions.update({ id: item.id, name }),
                () => {
                  setRenaming(false);
                  toast.success("Saved search renamed");
                  router.refresh();
                },
              );
            }}
          >
            <input
              name="name"
              aria-label={t("newName")}
              defaultValue={item.name}
              maxLength={80}
              className="min-w-0 flex-1 rounded-md border border-slate-300 px-2 py-1 text-sm"
            />
            <button type="submit" disabled={pending} className={small}>
              {t("saveName")}
            </button>
            <button type="button" onClick={() => setRenaming(false)} className={small}>
              {t("cancel")}
            </button>
          </form>
        ) : (
          <p className="min-w-0 font-medium text-slate-900">
            {item.name}{" "}
            {item.newMatches > 0 ? (
              <span className="ml-1 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">
                {t("newMatches", { count: item.newMatches })}
              </span>
            ) : (
              <span className="ml-1 text-xs text-slate-500">{t("noNewMatches")}</span>
            )}
            {item.paused ? (
              <span className="ml-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                {t("paused")}
              </span>
            ) : null}
          </p>
        )}
        <div className="flex flex-wrap gap-1.5">
          <button
            type="button"
            disabled={pending || !hydrated}
            className={small}
            onClick={() =>
              run(
                () => actions.open({ id: item.id }),
                (href) => router.push(href),
              )
            }
          >
            {t("run")}
          </button>
          <button
            type="button"
            disabled={pending || !hydrated}
            className={small}
            onClick={() => setRenaming(true)}
          >
            {t("rename")}
          </button>
          <button
            type="button"
            disabled={pending || !hydrated}
            className={small}
            onClick={() => update({ paused: !item.paused })}
          >
            {item.paused ? t("resume") : t("pause")}
          </button>
          <button
            type="button"
            disabled={pending || !hydrated}
            className={`${small} hover:border-rose-600 hover:text-rose-700`}
            onClick={() => setDeleting(true)}
          >
            {t("delete")}
          </button>
        </div>
      </div>
      <ConfirmDialog
        open={deleting}
        onClose={() => setDeleting(false)}
        title={t("deleteTitle")}
        description={t("deleteDescription", { name: item.name })}
        confirmLabel={t("deleteSearch")}
        tone="danger"
        onConfirm={() => {
          setDeleting(false);
          run(() => actions.remove({ id: item.id }));
        }}
      />
      <RadioGroup
        legend={
          <>
            <span className="sr-only">{t("howOften", { name: item.name })}</span>
            <span aria-hidden="true">{t("alerts")}</span>
          </>
        }
        name={`frequency-${item.id}`}
        options={ALERT_FREQUENCY_OPTIONS.map((o) => ({ ...o, label: phrase(o.label) }))}
        value={frequency}
        onChange={(chosen) => {
          setFrequency(chosen);
          run(
            () => actions.update({ id: item.id, frequency: chosen }),
            undefined,
            () => setFrequency(item.frequency),
          );
        }}
        disabled={pending || !hydrated}
        inline
      />
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
        <label className="flex items-center gap-1.5">
          <input
            type="checkbox"
            checked={item.emailEnabled}
            disabled={pending || !hydrated}
            onChange={(e) => update({ emailEnabled: e.target.checked })}
            className="size-4 accent-brand-700"
          />
          {t("email")}
        </label>
        {frequency === "instant" ? (
          <label className="flex items-center gap-1.5">
            <input
              type="checkbox"
              checked={item.smsEnabled}
              disabled={pending || !hydrated}
              onChange={(e) => update({ smsEnabled: e.target.checked })}
              className="size-4 accent-brand-700"
            />
            SMS
          </label>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="text-sm text-rose-700">
          {error}
        </p>
      ) : null}
    </li>
  );
}

/** The buyer's saved searches in My Profile: run, rename, frequency, channels, pause, delete. */
export function SavedSearchList({
  items,
  actions,
}: {
  items: SavedSearchItem[];
  actions: SavedSearchActions;
}) {
  const t = useTranslations("account");
  if (items.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-600">
        {t("noSavedSearches")}
      </p>
    );
  }
  return (
    <>
      <p className="text-xs text-slate-500">
        {t("savedSearchCount", { count: items.length, max: MAX_SAVED_SEARCHES })}
      </p>
      <ul className="divide-y divide-slate-100" aria-label={t("savedSearches")}>
        {items.map((item) => (
          <Row key={item.id} item={item} actions={actions} />
        ))}
      </ul>
    </>
  );
}
