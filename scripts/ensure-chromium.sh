#!/usr/bin/env bash
# Playwright drives Debian's Chromium (browser downloads are impossible here). Install it when it is missing.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$CHROMIUM" ] && exit 0
echo "Chromium is missing at $CHROMIUM: installing Debian's chromium package."
if [ "$(id -u)" = 0 ]; then SUDO=""; elif command -v sudo >/dev/null; then SUDO="sudo"; else
  echo "Cannot install Chromium: run 'apt-get install -y chromium' as root, or set CHROMIUM_PATH." >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq chromium >/dev/null
[ -x "$CHROMIUM" ] || { echo "Chromium still missing at $CHROMIUM after install." >&2; exit 1; }
