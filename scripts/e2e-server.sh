#!/usr/bin/env bash
# Serves the production build for Playwright on a fresh embedded database with demo data.
#   scripts/e2e-server.sh [PORT]                  fresh database, then serve
#   scripts/e2e-server.sh PORT --prepare-only     only the fresh database (npm test makes it
#                                                 while the build runs, then sets E2E_DB_PREPARED=1)
set -euo pipefail
cd "$(dirname "$0")/.."
port="${1:-3100}"
mode="${2:-}"
export PGLITE_DIR="./data/e2e-${port}/pglite"
# Generated demo photos are kept between runs (the seed makes the pool only once).
export UPLOAD_DIR="./data/e2e-uploads"
export DEV_OUTBOX=true
# Alerts (saved searches, price drops) are sent by the jobs worker: claim due jobs twice a second.
export JOB_WORKER_INTERVAL_MS=500
# Playwright stands in for one trusted reverse proxy: API calls that send X-Forwarded-For get
# their own rate-limit bucket per spec (e2e/fixtures/accounts.ts); browsers share 127.0.0.1.
export TRUSTED_PROXY_HOPS=1
# That proxy would compress too: gzip was about a tenth of this server's CPU in the browser tests,
# work no test reads (pages and files are the same bytes either way).
export HTTP_COMPRESS=false
export SEED_PROPERTIES="${E2E_SEED_PROPERTIES:-1200}"
export SITE_URL="http://127.0.0.1:${port}"
# NEXTAUTH_URL is left unset: it defaults to SITE_URL (lib/env.ts), which the sign-out specs check.
unset NEXTAUTH_URL
unset DATABASE_URL
if [ "${E2E_DB_PREPARED:-}" != 1 ] || [ "$mode" = --prepare-only ]; then
  rm -rf "./data/e2e-${port}"
  npx tsx --conditions=react-server scripts/prepare-db.ts
fi
[ "$mode" = --prepare-only ] && exit 0
# Idle keep-alive sockets stay open longer than the browser's and the API client's reuse window,
# so a request never lands on a socket the server is just closing (ECONNRESET under load).
# Bound to the loopback address only, named "localhost" where that name is 127.0.0.1: Next.js takes
# a proxy.ts rewrite (a search's cached copy) to a host other than the one it was started with as
# an external address and fetches it over HTTP from itself, and a rewrite's host always reads
# "localhost" (bench/README.md: search results 1.6-1.8x the req/s served in place).
host=127.0.0.1
if [ "$(node -e "require('dns').lookup('localhost',(e,a)=>process.stdout.write(e?'':a))")" = 127.0.0.1 ]; then
  host=localhost
fi
exec npx next start -p "$port" -H "$host" --keepAliveTimeout 120000
