#!/usr/bin/env bash
# `npm test`: everything a user relies on, in the order that fails fastest. Runs under npm, so the project's own
# Node (node_modules/.bin/node) and tools come first on PATH.
set -euo pipefail
cd "$(dirname "$0")/.."
# Each step says when it starts (seconds since the run began), so a slow CI run shows where its time went.
started=$SECONDS
step() { printf '\n\033[1m== %s\033[0m (at %d s)\n' "$*" "$((SECONDS - started))"; }

step "Node $(node --version)"
# The browser tests at the end need the demo houses drawn (a minute and a half of both cores on a fresh clone) and
# the client built. Both start now and are waited for before the browser tests, so they use the time the steps below
# leave a core idle (the type-check runs on one core; the server suites wait on their databases) instead of a minute
# and a half of their own (a fresh clone: 2,151 s → 1,475 s for the whole run, with the other changes of that day).
# Their output goes to a log, printed if they fail. Where the kernel groups processes by session for scheduling
# (autogroup), the nice below only ranks them within their own session, so they share the cores with the tests.
mkdir -p .tmp
prep_log=.tmp/browser-prep.log
# In a session of its own, so a failed run stops all of it (kill -- -pid).
setsid nice -n 19 bash -c 'tsx scripts/render-demo-media.ts && npm run build --silent' >"$prep_log" 2>&1 &
prep=$!
postgres_started=''
cleanup() {
  kill -- "-$prep" 2>/dev/null || true
  if [ -n "$postgres_started" ]; then stop_throwaway_postgres; fi
}
trap cleanup EXIT
step 'Type-check (tsc)'
tsc -p tsconfig.json
step 'Format and lint (biome)'
biome ci .
step 'Unit and model-based tests'
vitest run --project unit --project ui --project ui-isolated
step 'Server tests on embedded PGlite'
vitest run --project server

step 'Server tests on PostgreSQL'
# shellcheck source=scripts/postgres.sh
source scripts/postgres.sh
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  vitest run --project server-postgres
elif start_throwaway_postgres; then
  postgres_started=yes
  vitest run --project server-postgres
  stop_throwaway_postgres
  postgres_started=''
else
  echo 'PostgreSQL is not available on this machine and could not be installed: skipped (PGlite suite ran).'
fi

step 'Browser tests (Playwright, Chromium)'
bash scripts/ensure-chromium.sh
if ! wait "$prep"; then
  cat "$prep_log"
  echo 'Drawing the demo houses or building the client failed (above).' >&2
  exit 1
fi
grep -E '^(rendered|demo media ready|compressed assets)' "$prep_log" || true
playwright test
step 'All tests passed'
