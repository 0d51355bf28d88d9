#!/usr/bin/env bash
# Type checks every package: the browser packages as one program (tsconfig.browser.json), the API, the deploy
# tools and the end-to-end tests each in their own (their module settings differ), two at a time.
set -euo pipefail
cd "$(dirname "$0")/.."
pnpm exec tsc -p tsconfig.browser.json &
browser=$!
pnpm --filter @portal/api --filter @portal/deploy --filter @portal/e2e --workspace-concurrency=1 --reporter=append-only run typecheck
wait "$browser"
