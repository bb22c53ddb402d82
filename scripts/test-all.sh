#!/usr/bin/env bash
# Everything CI checks: lint, types, build, server tests on SQLite and PostgreSQL, browser journeys.
# After the build, the checks, both databases' server tests and the browser journeys run side by
# side: much of a server test's time is spent waiting on its database (the three server-side parts
# kept the two cores busy about half of their time), so the journeys fill the rest. The journeys
# come first for the CPU: each waits on a browser and two servers within its timeouts, and on a
# slow two-core machine seven failed twice beside the others (CI took 63 min). The server tests
# yield some (their screen tests wait up to 15 s for a screen), the lint and types more (no waits).
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-test-services.sh

step() { printf '\n== %s\n' "$1"; }
step 'build'; npm run build

logs="$(mktemp -d)"
names=(); pids=()
side_by_side() {
  names+=("$1"); shift
  ( "$@" ) >"$logs/${#names[@]}.log" 2>&1 &
  pids+=($!)
}
side_by_side 'lint and typecheck' nice -n 10 bash -c 'npm run lint && npm run typecheck'
# Each run keeps its rate limits in a Redis database of its own. The files that never make a test
# site (test/database-free.ts) check the same thing on either database: the SQLite run has them.
side_by_side 'tests on SQLite' nice -n 5 env TEST_DB=sqlite TEST_REDIS_URL=redis://127.0.0.1:6379/1 npx vitest run
side_by_side 'tests on PostgreSQL' nice -n 5 env TEST_DB=postgres TEST_DATABASE_ONLY=true \
  TEST_REDIS_URL=redis://127.0.0.1:6379/2 npx vitest run
side_by_side 'browser journeys' npx playwright test
failed=0
for i in "${!pids[@]}"; do
  status=0; wait "${pids[$i]}" || status=$?
  step "${names[$i]} (exit $status)"; cat "$logs/$((i + 1)).log"
  [ "$status" -eq 0 ] || failed=1
done
rm -rf "$logs"
[ "$failed" -eq 0 ] || exit 1
