import Link from "next/link";

export default function NotFound() {
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-3xl flex-col items-center justify-center px-4 pb-16 pt-32 text-center">
      <p className="text-sm font-semibold uppercase tracking-widest text-brand-600">Error 404</p>
      <h1 className="mt-2 text-3xl font-bold">Page not found</h1>
      <p className="mt-3 text-slate-600">
        The page you are looking for does not exist or has been moved.
      </p>
      <div className="mt-6 flex gap-3">
        <Link href="/" className="rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white">
          Go to home
        </Link>
        <Link
          href="/search-results?propertyType=FlatApartment&transactionType=Buy&page=1&city=&state=&locality=&searchQuery="
          className="rounded-lg border border-slate-300 px-5 py-2.5 font-semibold"
        >
          Browse properties
        </Link>
      </div>
    </main>
  );
}
