import type { UseFormRegisterReturn } from "react-hook-form";
import { usePhrase } from "@/components/i18n/use-phrase";
import { SELLER_KIND_LABELS } from "@/lib/format/labels";
import { SELLER_KINDS } from "@/lib/validation/property-enums";

/** "I am a" owner / agent / builder, as one radio group. */
export function SellerKindField({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn;
  error?: string;
}) {
  const phrase = usePhrase();
  return (
    <fieldset>
      <legend className="mb-1 block text-sm font-medium text-slate-700">{phrase("I am a")}</legend>
      <div className="grid grid-cols-3 gap-2">
        {SELLER_KINDS.map((kind) => (
          <label
            key={kind}
            className="flex cursor-pointer items-center justify-center gap-2 rounded-lg border border-slate-300 px-2 py-2 text-center text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-900"
          >
            <input type="radio" value={kind} className="accent-brand-600" {...registration} />
            {phrase(SELLER_KIND_LABELS[kind].long)}
          </label>
        ))}
      </div>
      {error ? (
        <p role="alert" className="mt-1 text-xs font-medium text-red-600">
          {phrase(error)}
        </p>
      ) : null}
    </fieldset>
  );
}
