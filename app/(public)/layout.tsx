import { AuthRoot } from "@/components/auth/auth-root";
import { PublicShell } from "@/components/layout/public-shell";

export default function PublicLayout({ children }: { children: React.ReactNode }) {
  return (
    <PublicShell>
      {children}
      {/* Accounts: login dialog + logout listener (the lead moves this into the public shell). */}
      <AuthRoot />
    </PublicShell>
  );
}
