// Jest global teardown: removes this run's template databases (see jest-global-setup.cjs).
const { rmSync } = require("node:fs");
const path = require("node:path");
const { Client } = require("pg");

module.exports = async function globalTeardown() {
  const dir = process.env.TEST_TEMPLATE_DIR;
  if (!dir) return;
  rmSync(dir, { recursive: true, force: true });
  if (!process.env.TEST_DATABASE_URL) return;
  // The same name as testTemplates() in test-db.ts.
  const id = path
    .basename(dir)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
  const admin = new Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`drop database if exists landacre_template_${id} with (force)`);
  } finally {
    await admin.end();
  }
};
