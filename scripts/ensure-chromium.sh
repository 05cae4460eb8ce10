#!/usr/bin/env bash
# Playwright drives Debian's Chromium; install it when it is missing (needs root, as on CI).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
echo "installing Debian chromium for Playwright…"
export DEBIAN_FRONTEND=noninteractive
apt-get install -y chromium >/dev/null 2>&1 || { apt-get update >/dev/null && apt-get install -y chromium >/dev/null; }
/usr/bin/chromium --version
