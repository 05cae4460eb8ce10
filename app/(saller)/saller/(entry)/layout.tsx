/** Seller login and signup: a bare page, open to everyone (proxy.ts lets them through). */
export default function SellerEntryLayout({ children }: { children: React.ReactNode }) {
  return <div className="min-h-screen bg-slate-50">{children}</div>;
}
