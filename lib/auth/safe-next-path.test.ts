import { ADMIN_NEXT_PREFIXES, safeNextPath, SELLER_NEXT_PREFIXES } from "./safe-next-path";

describe("safeNextPath", () => {
  const seller = (value: string | undefined) =>
    safeNextPath(value, SELLER_NEXT_PREFIXES, "/saller/dashboard");

  it("keeps same-site paths in the allowed areas, with their query", () => {
    expect(seller("/saller/update-profile")).toBe("/saller/update-profile");
    expect(seller("/post-property?type=Plot")).toBe("/post-property?type=Plot");
    expect(seller("/post_a_property")).toBe("/post_a_property");
    expect(seller("/saller")).toBe("/saller");
    expect(safeNextPath("/admin/users/manage", ADMIN_NEXT_PREFIXES, "/admin/dashboard")).toBe(
      "/admin/users/manage",
    );
    expect(safeNextPath("/profile#my-properties", ["/"], "/")).toBe("/profile");
  });

  it("refuses other sites, tricks and other areas", () => {
    for (const value of [
      undefined,
      "",
      "https://evil.example/saller",
      "//evil.example/saller",
      "/\\evil.example",
      "\\\\evil.example",
      "/sallerx/evil",
      "/admin/dashboard",
      "javascript:alert(1)",
      "/saller/../admin",
      " /saller/dashboard",
      `/saller/${"a".repeat(600)}`,
    ]) {
      expect(seller(value)).toBe("/saller/dashboard");
    }
  });
});
