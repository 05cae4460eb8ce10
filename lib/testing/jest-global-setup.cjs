// Jest global setup: a folder for this run's migrated template databases (lib/testing/test-db.ts
// fills it on first use). Workers start after this and inherit the variable.
const { mkdtempSync } = require("node:fs");
const { tmpdir } = require("node:os");
const path = require("node:path");

module.exports = async function globalSetup() {
  process.env.TEST_TEMPLATE_DIR = mkdtempSync(path.join(tmpdir(), "landacre-jest-"));
};
