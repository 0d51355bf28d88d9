#!/usr/bin/env bash
# npm test: install what is needed and run every check — types, lint, unit and component tests, API tests
# (PGlite), then the production build served as `npm start` serves it, tested end to end in Chromium.
source "$(dirname "$0")/lib.sh"
started=$SECONDS
mkdir -p test-results
rm -f test-results/*.json

ensure_dependencies
ensure_chromium

step "Type checks and lint"
# Side by side: tsc and eslint each keep one core busy, and the type checks leave the second core idle at times
# (93 s one after the other, 76 s together on two cores).
pnpm exec eslint --max-warnings=0 . &
lint=$!
bash scripts/typecheck.sh || { kill "$lint"; exit 1; }
wait "$lint"
# The layer rules must still fire: each lint fixture breaks one on purpose (tooling/README.md).
node scripts/lint-fixtures.mjs

step "Unit and component tests"
# Two workers on two cores: jest's default (cores - 1) runs them one file at a time, 192 s against 112 s.
pnpm exec jest --ci --maxWorkers=2 --selectProjects shared-contracts shared-ui host remote-auth remote-deals remote-loans remote-profile remote-teams deploy \
  --json --outputFile=test-results/unit.json

step "API tests on PGlite"
pnpm exec jest --ci --maxWorkers=2 --selectProjects api --json --outputFile=test-results/api.json

build_portal

step "End-to-end tests in Chromium"
pnpm --filter @portal/e2e exec playwright test

node scripts/test-summary.mjs test-results/unit.json test-results/api.json test-results/e2e.json
echo "npm test took $((SECONDS - started)) s"
