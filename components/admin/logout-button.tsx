"use client";

import { LogOut } from "lucide-react";
import { signOut } from "next-auth/react";
import { useState } from "react";

export function LogoutButton() {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      disabled={busy}
      onClick={() => {
        setBusy(true);
        localStorage.removeItem("token");
        localStorage.removeItem("user");
        void signOut({ callbackUrl: "/admin/login" });
      }}
      className="inline-flex items-center gap-1.5 whitespace-nowrap rounded-md px-2 py-1 text-sm text-slate-600 hover:bg-slate-100 disabled:opacity-60"
    >
      <LogOut className="size-4" aria-hidden />
      Log out
    </button>
  );
}
