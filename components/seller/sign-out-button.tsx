"use client";

import { LogOut } from "lucide-react";
import { signOut } from "next-auth/react";

export function SignOutButton() {
  return (
    <button
      type="button"
      onClick={() => {
        try {
          window.localStorage.removeItem("user");
          window.localStorage.removeItem("token");
        } catch {
          // storage unavailable
        }
        void signOut({ callbackUrl: "/saller/login" });
      }}
      className="flex items-center gap-1 rounded-md px-2 py-1 text-sm text-slate-600 hover:bg-slate-100"
    >
      <LogOut className="h-4 w-4" aria-hidden />
      Sign out
    </button>
  );
}
