#!/usr/bin/env bash
# Playwright drives Debian's Chromium headless shell (package chromium-headless-shell, the
# same build as the chromium package without the desktop browser around it: the suite runs
# about a third faster on it). Installs it when it is missing (needs root, as on CI); where
# the package cannot be had, /usr/bin/chromium (package chromium) is used instead.
set -euo pipefail
# The version goes into every run's log: Chromium is most of the browser tests' CPU, and a new
# Debian build can change it (bench/README.md).
if [ -x /usr/bin/chromium-headless-shell ]; then
  /usr/bin/chromium-headless-shell --version
  exit 0
fi
echo "installing Debian's chromium-headless-shell for Playwright…"
export DEBIAN_FRONTEND=noninteractive
apt_install() { apt-get install -y "$1" >/dev/null 2>&1 || { apt-get update >/dev/null && apt-get install -y "$1" >/dev/null; }; }
if apt_install chromium-headless-shell; then
  /usr/bin/chromium-headless-shell --version
elif [ -x /usr/bin/chromium ] || apt_install chromium; then
  echo "chromium-headless-shell is not available: Playwright uses /usr/bin/chromium"
else
  echo "could not install Chromium for Playwright" >&2
  exit 1
fi
