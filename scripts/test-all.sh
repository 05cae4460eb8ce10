#!/usr/bin/env bash
# npm test — every check and test: lint, format, import cycles, unit + integration (PGlite, and PostgreSQL
# when TEST_DATABASE_URL is set), production build, two servers sharing the cache on Redis (with
# TEST_DATABASE_URL and TEST_REDIS_URL), four 450 MB bodies refused within 50 MB of idle memory,
# then Playwright against that build.
# Each phase prints how long it took; Jest runs beside all of them (see below).
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
# Lint and format keep a cache in node_modules/.cache keyed on file contents, so a re-run in the
# same checkout only reads the files that changed (a fresh checkout checks everything).
format_check() {
  npx prettier --check --cache --cache-strategy content . >/dev/null ||
    { npx prettier --list-different .; exit 1; }
}
# Lint, format and cycles are single-threaded; they run beside the build (whose type check and
# page generation leave a core idle), as does the demo database the e2e server will start on.
run_beside() {
  local name="$1" log
  log="$(mktemp)"
  shift
  (
    start=$SECONDS
    if "$@" >"$log" 2>&1; then status=0; else status=$?; fi
    echo "== $name: $((SECONDS - start)) s" >>"$log"
    exit "$status"
  ) &
  BESIDE_PIDS+=("$!")
  BESIDE_LOGS+=("$log")
  BESIDE_NAMES+=("$name")
}
wait_beside() {
  local failed=0 i
  for i in "${!BESIDE_PIDS[@]}"; do
    echo "== ${BESIDE_NAMES[$i]}"
    if ! wait "${BESIDE_PIDS[$i]}"; then failed=1; fi
    cat "${BESIDE_LOGS[$i]}"
    rm -f "${BESIDE_LOGS[$i]}"
  done
  return "$failed"
}
BESIDE_PIDS=() BESIDE_LOGS=() BESIDE_NAMES=()
E2E_PORT="${E2E_PORT:-3100}"
export E2E_PORT
# Unit + integration tests run from the start to the end beside everything else, at a lower CPU
# priority: the build, the two-server checks and above all the browser tests (one single-threaded
# server answering two browsers that mostly wait) leave part of the two cores idle, and Jest fills
# it instead of taking its own three minutes up front. Both cores: the database tests are
# CPU-bound (PGlite); Jest alone would use one worker on a two-core machine (cores - 1).
JEST_LOG="$(mktemp)"
(
  start=$SECONDS
  if nice -n 5 npm run test:unit -- --ci --maxWorkers=2 >"$JEST_LOG" 2>&1; then status=0; else status=$?; fi
  echo "== unit + integration: $((SECONDS - start)) s" >>"$JEST_LOG"
  exit "$status"
) &
JEST_PID=$!
finish_jest() {
  echo "== unit + integration (ran beside the phases above)"
  local status=0
  wait "$JEST_PID" || status=$?
  cat "$JEST_LOG"
  rm -f "$JEST_LOG"
  return "$status"
}
kill_tree() {
  local child
  for child in $(pgrep -P "$1"); do kill_tree "$child"; done
  kill "$1" 2>/dev/null || true
}
# A phase that fails stops the run; Jest is stopped with it (its output so far is shown).
trap 'if kill -0 "$JEST_PID" 2>/dev/null; then kill_tree "$JEST_PID"; cat "$JEST_LOG"; fi' EXIT
static_checks() {
  phase lint npx eslint --cache --cache-strategy content --cache-location node_modules/.cache/eslint/ .
  phase format format_check
  # Import cycles between modules (type-only imports included); the ESLint rules above keep the
  # layers' direction (eslint-layering.test.ts shows both catching a breach).
  phase cycles npm run --silent cycles
}
run_beside "lint, format, cycles" static_checks
run_beside "e2e database" bash scripts/e2e-server.sh "$E2E_PORT" --prepare-only
phase build npm run --silent build
phase "lint, format, cycles, e2e database" wait_beside
phase "shared cache" npx tsx --conditions=react-server scripts/check-shared-cache.ts
phase "body limits" npx tsx scripts/check-body-limits.ts
phase "message stream" npx tsx --conditions=react-server scripts/check-message-stream.ts
# Not `phase`: a failure here must still let Jest finish and show its result.
echo "== e2e"
e2e_start=$SECONDS
if env CI="${CI:-1}" E2E_DB_PREPARED=1 npx playwright test; then e2e_status=0; else e2e_status=$?; fi
echo "== e2e: $((SECONDS - e2e_start)) s"
jest_status=0
finish_jest || jest_status=$?
trap - EXIT
echo "== total: $SECONDS s"
[ "$e2e_status" = 0 ] && [ "$jest_status" = 0 ]
