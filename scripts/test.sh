#!/usr/bin/env bash
# `npm test`: typecheck, lint, unit and API tests on a real PostgreSQL, then end-to-end flows in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n== %s ==\n' "$1"; }

step "typecheck"
npm run -s typecheck

step "lint"
npm run -s lint

step "unit + API tests (vitest, embedded PostgreSQL)"
npx vitest run

step "end-to-end tests (Playwright, Debian Chromium)"
if [ ! -x /usr/bin/chromium ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "Chromium is missing: installing Debian's package (apt-get install -y chromium)…"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "The end-to-end tests need Debian's Chromium at /usr/bin/chromium." >&2
    echo "Install it with:  sudo apt-get install -y chromium   and run npm test again." >&2
    exit 1
  fi
fi
npm run -s test:e2e
