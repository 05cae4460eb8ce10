import { ALERT_FREQUENCIES, ALERT_FREQUENCY_LABELS } from "@/lib/validation/saved-search";
import type { AlertFrequency } from "@/lib/validation/saved-search";

/** "How often" radios of the save-search dialog. */
export function FrequencyFields({
  value,
  onChange,
}: {
  value: AlertFrequency;
  onChange: (value: AlertFrequency) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-slate-700">Tell me about new matches</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1.5">
        {ALERT_FREQUENCIES.map((f) => (
          <label key={f} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name="frequency"
              value={f}
              checked={value === f}
              onChange={() => onChange(f)}
              className="size-4 accent-brand-700"
            />
            {ALERT_FREQUENCY_LABELS[f]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
