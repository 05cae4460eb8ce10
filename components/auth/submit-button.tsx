/** The form's main button; shows `pendingText` while the form is being sent. */
export function SubmitButton({
  pending,
  children,
  pendingText,
  disabled = false,
}: {
  pending: boolean;
  children: React.ReactNode;
  pendingText: string;
  disabled?: boolean;
}) {
  return (
    <button
      type="submit"
      disabled={pending || disabled}
      className="w-full rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60"
    >
      {pending ? pendingText : children}
    </button>
  );
}
