import { Link } from "@/components/i18n/link";

export default function ConsoleNotFound() {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-6">
      <h1 className="text-lg font-semibold text-slate-900">Not found</h1>
      <p className="mt-1 text-sm text-slate-600">This record does not exist or was removed.</p>
      <Link
        href="/admin/dashboard"
        className="mt-4 inline-block text-sm text-brand-700 hover:underline"
      >
        Back to the dashboard
      </Link>
    </div>
  );
}
