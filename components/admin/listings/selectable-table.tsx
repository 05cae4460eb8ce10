"use client";

import { useState } from "react";
import { Table } from "@/components/admin/ui/table";
import { ModerationBar } from "./moderation-bar";

export type SelectableRow = { id: number; label: string; cells: React.ReactNode[] };

/**
 * The moderation table: server-rendered cells, a checkbox per row and for the page, and the
 * bulk actions for what is selected (one transaction on the server).
 */
export function SelectableTable({
  kind,
  headers,
  rows,
  emptyText,
}: {
  kind: "property" | "project";
  headers: string[];
  rows: SelectableRow[];
  emptyText: string;
}) {
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const ids = rows.map((r) => r.id).filter((id) => selected.has(id));
  const allSelected = rows.length > 0 && ids.length === rows.length;
  const toggle = (id: number) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div>
      <div className="sticky top-14 z-20 mb-2 flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-white px-3 py-2 shadow-sm">
        <span className="text-sm text-slate-600" aria-live="polite">
          {ids.length === 0 ? "Select rows to act on them" : `${ids.length} selected`}
        </span>
        <ModerationBar kind={kind} ids={ids} onDone={() => setSelected(new Set())} />
      </div>
      <Table label={kind === "property" ? "Listings" : "Projects"}>
        <thead>
          <tr>
            <th scope="col" className="w-8 bg-slate-50 px-3 py-2">
              <input
                type="checkbox"
                aria-label="Select all on this page"
                checked={allSelected}
                onChange={() =>
                  setSelected(allSelected ? new Set() : new Set(rows.map((r) => r.id)))
                }
              />
            </th>
            {headers.map((h) => (
              <th
                key={h}
                scope="col"
                className="whitespace-nowrap bg-slate-50 px-3 py-2 text-left font-semibold text-slate-700"
              >
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.length === 0 ? (
            <tr>
              <td colSpan={headers.length + 1} className="px-3 py-10 text-center text-slate-500">
                {emptyText}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.id} className={selected.has(row.id) ? "bg-brand-50" : undefined}>
                <td className="px-3 py-2 align-top">
                  <input
                    type="checkbox"
                    aria-label={`Select ${row.label}`}
                    checked={selected.has(row.id)}
                    onChange={() => toggle(row.id)}
                  />
                </td>
                {row.cells.map((cell, i) => (
                  <td key={i} className="px-3 py-2 align-top text-slate-800">
                    {cell}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </Table>
    </div>
  );
}
