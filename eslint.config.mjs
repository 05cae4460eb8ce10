import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

/*
 * The layering, as rules (README "Layers"): app → components → lib/<domain> → lib/db.
 * Each rule names its way out in the message. `no-restricted-imports` is one rule, so a later
 * block replaces an earlier one's options for the files it matches: every block below passes
 * the complete list for its files (`restrictImports` adds the sonner and next/link rules to each).
 */

/** Tests, benchmarks, scripts and config files may reach any layer and read the environment. */
const TOOLING = [
  "**/*.test.ts",
  "**/*.test.tsx",
  "**/__tests__/**",
  "e2e/**",
  "bench/**",
  "scripts/**",
  "*.config.{ts,mjs,js,cjs}",
  "lib/testing/**",
];

const SONNER = {
  name: "sonner",
  message: 'Import { toast } from "@/components/ui/toast" (sonner loads with the first toast).',
};
const NEXT_LINK = {
  name: "next/link",
  message:
    'Import { Link } from "@/components/i18n/link" (the page\'s language; prefetched on intent).',
};
const NO_APP = {
  group: ["@/app", "@/app/*"],
  message:
    "Only app/ imports from app/: a server action a component calls lives in lib/<domain>/actions.ts.",
};
const NO_DB = {
  group: ["drizzle-orm", "drizzle-orm/*", "@/lib/db", "@/lib/db/*"],
  message:
    "The database is reached only from lib/: call a function of lib/<domain> (queries and rules live there).",
};
const NO_COMPONENTS = {
  group: ["@/components", "@/components/*"],
  message: "lib/ does not import UI: move the shared value into lib/ and import it from both.",
};
const DB_STAYS_BELOW = {
  regex: "^@/lib/(?!db(/|$)|env$|log$|metrics/(db-timing|registry)$|validation/property-enums$)",
  message:
    "lib/db is the bottom layer: it imports only lib/db, lib/env, lib/log, the query timer of lib/metrics and the enum values of its columns.",
};

function restrictImports(patterns, { sonner = true, nextLink = true } = {}) {
  const paths = [...(sonner ? [SONNER] : []), ...(nextLink ? [NEXT_LINK] : [])];
  return ["error", { paths, ...(patterns.length > 0 ? { patterns } : {}) }];
}

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      ".next/**",
      "node_modules/**",
      "data/**",
      "next-env.d.ts",
      "playwright-report/**",
      "test-results/**",
      "**/*.cjs",
    ],
  },
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "no-restricted-imports": restrictImports([]),
      // Configuration is read once, parsed and typed, in lib/env.ts.
      "no-restricted-properties": [
        "error",
        {
          object: "process",
          property: "env",
          message: 'Read configuration through `import { env } from "@/lib/env"` (add it there).',
        },
      ],
    },
  },
  {
    files: ["app/**"],
    rules: { "no-restricted-imports": restrictImports([NO_DB]) },
  },
  {
    files: ["components/**"],
    rules: { "no-restricted-imports": restrictImports([NO_APP, NO_DB]) },
  },
  {
    // Toasts have one home: components/ui/toast.ts loads sonner with the first toast.
    files: ["components/ui/toast.ts", "components/ui/toaster.tsx"],
    rules: { "no-restricted-imports": restrictImports([NO_APP, NO_DB], { sonner: false }) },
  },
  {
    // Links have one home: components/i18n/link.tsx wraps next/link.
    files: ["components/i18n/link.tsx"],
    rules: { "no-restricted-imports": restrictImports([NO_APP, NO_DB], { nextLink: false }) },
  },
  {
    files: ["lib/**", "proxy.ts", "instrumentation.ts"],
    rules: { "no-restricted-imports": restrictImports([NO_APP, NO_COMPONENTS]) },
  },
  {
    // The seed builds sample data through the domain functions, like a script.
    files: ["lib/db/**"],
    ignores: ["lib/db/seed/**"],
    rules: { "no-restricted-imports": restrictImports([NO_APP, NO_COMPONENTS, DB_STAYS_BELOW]) },
  },
  {
    files: TOOLING,
    rules: { "no-restricted-imports": restrictImports([]) },
  },
  {
    // lib/env.ts is the one reader; instrumentation.ts reads NEXT_RUNTIME, which Next inlines
    // at build time (it must stay a literal `process.env.NEXT_RUNTIME`).
    files: [...TOOLING, "lib/env.ts", "instrumentation.ts"],
    rules: { "no-restricted-properties": "off" },
  },
];
export default config;
