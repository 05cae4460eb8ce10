"use client";

import { Menu, X } from "lucide-react";
import { useState } from "react";
import { AdminNav } from "./admin-nav";

/** Under the md breakpoint the sidebar folds into a menu button. */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  return (
    <div className="md:hidden">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="admin-mobile-nav"
        onClick={() => setOpen((v) => !v)}
        className="inline-flex items-center gap-1 rounded-md p-1.5 text-slate-700 hover:bg-slate-100"
      >
        {open ? <X className="size-5" aria-hidden /> : <Menu className="size-5" aria-hidden />}
        <span className="sr-only">Menu</span>
      </button>
      {open && (
        <div
          id="admin-mobile-nav"
          className="fixed inset-x-0 top-14 bottom-0 z-40 overflow-y-auto bg-slate-900 p-4"
        >
          <AdminNav onNavigate={() => setOpen(false)} />
        </div>
      )}
    </div>
  );
}
