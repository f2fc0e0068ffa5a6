#!/usr/bin/env bash
# Playwright cannot download browsers on this machine kind, so the tests drive Debian's Chromium: the
# headless shell for the browser suites, the full browser for Lighthouse (pnpm bench).
set -euo pipefail

missing=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
[ -x "${HEADLESS_CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}" ] || missing+=(chromium-headless-shell)
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

export DEBIAN_FRONTEND=noninteractive
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update
$SUDO apt-get install -y --no-install-recommends "${missing[@]}"
