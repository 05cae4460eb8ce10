import { Toaster } from "sonner";
import { AuthRoot } from "@/components/auth/auth-root";
import { PublicShell } from "@/components/layout/public-shell";

export default function PublicLayout({ children }: { children: React.ReactNode }) {
  return (
    <PublicShell>
      {children}
      {/* Temporary (accounts branch): the shell mounts these once it lands. */}
      <AuthRoot />
      <Toaster position="bottom-right" duration={5000} richColors closeButton />
    </PublicShell>
  );
}
