import { pendingEditChanges } from "./pending-edit-diff";

describe("pendingEditChanges", () => {
  it("shows a project's launch and possession dates as months, as the site writes them", () => {
    const changes = pendingEditChanges(
      { launchDate: "2026-01-15", possessionDate: "2028-06-01" },
      { launchDate: "2026-02-01", possessionDate: "2028-12-31" },
    );
    expect(changes).toEqual([
      { field: "launchDate", label: "Launch date", now: "Jan 2026", proposed: "Feb 2026" },
      {
        field: "possessionDate",
        label: "Possession date",
        now: "Jun 2028",
        proposed: "Dec 2028",
      },
    ]);
  });

  it("shows a date added or taken away as a dash on the empty side", () => {
    expect(pendingEditChanges({ possessionDate: null }, { possessionDate: "2028-06-01" })).toEqual([
      { field: "possessionDate", label: "Possession date", now: "—", proposed: "Jun 2028" },
    ]);
  });
});
