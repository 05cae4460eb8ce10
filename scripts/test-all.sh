#!/usr/bin/env bash
# npm test — every check and test: lint, format, unit + integration (PGlite, and PostgreSQL
# when TEST_DATABASE_URL is set), production build, two servers sharing the cache on Redis (with
# TEST_DATABASE_URL and TEST_REDIS_URL), then Playwright against that build.
# Each phase prints how long it took.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
phase() {
  local name="$1" start=$SECONDS
  shift
  echo "== $name"
  "$@"
  echo "== $name: $((SECONDS - start)) s"
}
# Phases that run beside the build: `next build` keeps one core busy and the other idle while it
# type-checks and prerenders, so lint, the format check and the e2e database's seed (each one
# core) run then. Their output is printed when they end; any failure fails the run.
side_dir=$(mktemp -d)
# A failed build ends the run: its side phases are stopped with it.
trap 'kill $(jobs -p) 2>/dev/null || true; rm -rf "$side_dir"' EXIT
side_names=()
side_phase() {
  local name="$1"
  shift
  side_names+=("$name")
  (
    start=$SECONDS
    if "$@" >"$side_dir/$name.log" 2>&1; then rc=0; else rc=$?; fi
    echo "$rc $((SECONDS - start))" >"$side_dir/$name.rc"
  ) &
}
side_results() {
  wait
  local failed=0 name rc took
  for name in "${side_names[@]}"; do
    read -r rc took <"$side_dir/$name.rc"
    echo "== $name (beside the build)"
    cat "$side_dir/$name.log"
    echo "== $name: ${took} s, exit ${rc}"
    [ "$rc" = 0 ] || failed=1
  done
  return "$failed"
}
# Lint and format keep a cache in node_modules/.cache keyed on file contents, so a re-run in the
# same checkout only reads the files that changed (a fresh checkout checks everything).
format_check() {
  npx prettier --check --cache --cache-strategy content . >/dev/null ||
    { npx prettier --list-different .; exit 1; }
}
# Jest alone would use one worker on a two-core machine (cores - 1); the database tests are
# CPU-bound (PGlite), so they run on both cores.
phase "unit + integration" npm run test:unit -- --ci --maxWorkers=2
e2e_port="${E2E_PORT:-3100}"
side_phase lint npx eslint --cache --cache-strategy content --cache-location node_modules/.cache/eslint/ .
side_phase format format_check
side_phase "e2e database" bash scripts/e2e-server.sh "$e2e_port" --db-only
phase build npx next build
phase "lint, format, e2e database" side_results
phase "shared cache" npx tsx --conditions=react-server scripts/check-shared-cache.ts
phase e2e env CI="${CI:-1}" E2E_DB_PREPARED=1 npx playwright test
echo "== total: $SECONDS s"
