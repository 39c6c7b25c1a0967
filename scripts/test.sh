#!/usr/bin/env bash
# `npm test`: everything a user relies on, in the order that fails fastest. Runs under npm, so the project's own
# Node (node_modules/.bin/node) and tools come first on PATH.
set -euo pipefail
cd "$(dirname "$0")/.."
# Each step says when it starts (seconds since the run began), so a slow CI run shows where its time went.
started=$SECONDS
step() { printf '\n\033[1m== %s\033[0m (at %d s)\n' "$*" "$((SECONDS - started))"; }

step "Node $(node --version)"
step 'Type-check (tsc)'
tsc -p tsconfig.json
step 'Format and lint (biome)'
biome ci .
step 'Unit and model-based tests'
vitest run --project unit --project ui
step 'Server tests on embedded PGlite'
vitest run --project server

step 'Server tests on PostgreSQL'
# shellcheck source=scripts/postgres.sh
source scripts/postgres.sh
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  vitest run --project server-postgres
elif start_throwaway_postgres; then
  trap stop_throwaway_postgres EXIT
  vitest run --project server-postgres
  stop_throwaway_postgres
  trap - EXIT
else
  echo 'PostgreSQL is not available on this machine and could not be installed: skipped (PGlite suite ran).'
fi

step 'Browser tests (Playwright, Chromium)'
bash scripts/ensure-chromium.sh
npm run build --silent
playwright test
step 'All tests passed'
