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
  moduleNameMapper: {
    "^@/(.*)$": "<rootDir>/$1",
    "^server-only$": "<rootDir>/lib/testing/server-only-stub.cjs",
  },
  testTimeout: 60000,
};
