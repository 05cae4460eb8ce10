// Jest: unit tests beside the code, integration tests in lib/<domain>/__tests__ (real database).
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>"],
  testPathIgnorePatterns: ["/node_modules/", "/.next/", "/e2e/", "/data/"],
  testMatch: ["**/*.test.ts", "**/*.test.tsx"],
  transform: {
    "^.+\\.(t|j)sx?$": [
      "@swc/jest",
      {
        jsc: {
          parser: { syntax: "typescript", tsx: true },
          transform: { react: { runtime: "automatic" } },
        },
        module: { type: "commonjs" },
      },
    ],
  },
  // next-intl and its message formatter ship ES modules only.
  transformIgnorePatterns: [
    "/node_modules/(?!(next-intl|use-intl|intl-messageformat|@formatjs|@schummar)/)",
  ],
  moduleNameMapper: {
    "^@/(.*)$": "<rootDir>/$1",
    "^server-only$": "<rootDir>/lib/testing/server-only-stub.cjs",
  },
  testTimeout: 60000,
  // Migrations run once per run; each test file's database is a copy (lib/testing/test-db.ts).
  globalSetup: "<rootDir>/lib/testing/jest-global-setup.cjs",
  globalTeardown: "<rootDir>/lib/testing/jest-global-teardown.cjs",
  // The fuzz suites, the longest, run first (lib/testing/jest-sequencer.cjs).
  testSequencer: "<rootDir>/lib/testing/jest-sequencer.cjs",
};
