#!/usr/bin/env bash
# npm test — every check and test: lint, format, unit + integration (PGlite, and PostgreSQL
# when TEST_DATABASE_URL is set), production build, two servers sharing the cache on Redis (with
# TEST_DATABASE_URL and TEST_REDIS_URL), then Playwright against that build.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
echo "== lint"; npx eslint .
echo "== format"; npx prettier --check . >/dev/null || { npx prettier --list-different .; exit 1; }
echo "== unit + integration"; npm run test:unit -- --ci
echo "== build"; npx next build
# Two servers on one PostgreSQL + Redis share the cache (only with TEST_DATABASE_URL and TEST_REDIS_URL).
echo "== shared cache"; npx tsx --conditions=react-server scripts/check-shared-cache.ts
echo "== e2e"; CI=${CI:-1} npx playwright test
