#!/usr/bin/env bash
# Everything CI checks: lint, types, build, server tests on SQLite and PostgreSQL, browser journeys.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-test-services.sh

step() { printf '\n== %s\n' "$1"; }
step 'lint';        npm run lint
step 'typecheck';   npm run typecheck
step 'build';       npm run build
step 'server tests on SQLite';     TEST_DB=sqlite npx vitest run
step 'server tests on PostgreSQL'; TEST_DB=postgres npx vitest run
step 'browser journeys';           npx playwright test
