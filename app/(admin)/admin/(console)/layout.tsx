import { adminPageActor } from "@/lib/admin/session";

/** Every console screen requires a signed-in admin (re-checked in the database). */
export default async function ConsoleLayout({ children }: { children: React.ReactNode }) {
  await adminPageActor();
  return children;
}
