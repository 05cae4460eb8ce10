/**
 * The layering rules of eslint.config.mjs and the cycle check of `npm test` catch a breach:
 * each case lints a deliberate one as the file it would live in and expects the rule's error,
 * and the same import where it is allowed passes.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { ESLint } from "eslint";
import madge from "madge";

const eslint = new ESLint({ cwd: __dirname });

async function ruleIds(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(__dirname, filePath) });
  return result.messages.map((m) => m.ruleId ?? m.message);
}

const APP_IMPORT = 'import { x } from "@/app/[locale]/(public)/_actions/x";\nexport const y = x;\n';
const DRIZZLE_IMPORT = 'import { sql } from "drizzle-orm";\nexport const q = sql`select 1`;\n';
const DB_IMPORT = 'import { getDb } from "@/lib/db/client";\nexport const db = getDb;\n';
const ENV_READ = "export const url = process.env.DATABASE_URL;\n";
const UI_IMPORT = 'import { Button } from "@/components/ui/button";\nexport const b = Button;\n';
const NEXT_LINK_IMPORT = 'import NextLink from "next/link";\nexport const L = NextLink;\n';
const DOMAIN_IMPORT =
  'import { createLead } from "@/lib/leads/create-lead";\nexport const c = createLead;\n';

describe("eslint layering rules", () => {
  it.each([
    ["an @/app/ import in a component", APP_IMPORT, "components/property/breach.tsx"],
    ["an @/app/ import in lib/", APP_IMPORT, "lib/leads/breach.ts"],
    ["drizzle-orm in a component", DRIZZLE_IMPORT, "components/property/breach.tsx"],
    ["drizzle-orm in a page", DRIZZLE_IMPORT, "app/(public)/breach/page.tsx"],
    ["@/lib/db in a component", DB_IMPORT, "components/property/breach.tsx"],
    ["@/lib/db in a route handler", DB_IMPORT, "app/api/breach/route.ts"],
    ["a UI import in lib/", UI_IMPORT, "lib/leads/breach.ts"],
    ["a domain import in lib/db", DOMAIN_IMPORT, "lib/db/breach.ts"],
    ["next/link in a component", NEXT_LINK_IMPORT, "components/property/breach.tsx"],
    ["next/link in a page", NEXT_LINK_IMPORT, "app/(admin)/admin/breach/page.tsx"],
  ])("refuses %s", async (_, code, file) => {
    expect(await ruleIds(code, file)).toContain("no-restricted-imports");
  });

  it.each([
    ["components", "components/property/breach.tsx"],
    ["app", "app/(public)/breach/page.tsx"],
    ["lib/ outside lib/env.ts", "lib/leads/breach.ts"],
  ])("refuses process.env in %s", async (_, file) => {
    expect(await ruleIds(ENV_READ, file)).toContain("no-restricted-properties");
  });

  it.each([
    ["@/app/ in app/", APP_IMPORT, "app/(public)/breach/page.tsx"],
    ["the database in lib/<domain>", DB_IMPORT, "lib/leads/breach.ts"],
    ["drizzle-orm in lib/db", DRIZZLE_IMPORT, "lib/db/breach.ts"],
    ["the database in a test", DB_IMPORT, "components/property/breach.test.tsx"],
    ["process.env in lib/env.ts", ENV_READ, "lib/env.ts"],
    ["process.env in a script", ENV_READ, "scripts/breach.ts"],
    ["process.env in an e2e spec", ENV_READ, "e2e/buyer/breach.spec.ts"],
    ["next/link in the site's Link", NEXT_LINK_IMPORT, "components/i18n/link.tsx"],
  ])("allows %s", async (_, code, file) => {
    const ids = await ruleIds(code, file);
    expect(ids).not.toContain("no-restricted-imports");
    expect(ids).not.toContain("no-restricted-properties");
  });
});

describe("cycle check (madge, as in scripts/test-all.sh)", () => {
  it("finds a cycle between two modules", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "cycle-"));
    try {
      await writeFile(
        path.join(dir, "a.ts"),
        'import { b } from "./b";\nexport const a = () => b;\n',
      );
      await writeFile(
        path.join(dir, "b.ts"),
        'import { a } from "./a";\nexport const b = () => a;\n',
      );
      const result = await madge(dir, { fileExtensions: ["ts"] });
      expect(result.circular()).toEqual([["a.ts", "b.ts"]]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
