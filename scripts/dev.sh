#!/usr/bin/env bash
# npm run dev: the API, the host and every remote with hot reload (webpack dev servers on the same ports).
source "$(dirname "$0")/lib.sh"
ensure_dependencies
step "Seeding demo data"
pnpm --filter @portal/api --reporter=silent run seed
step "Starting the API and the development servers (Ctrl+C stops them all)"
trap 'kill 0' EXIT INT TERM
pnpm --filter @portal/api --reporter=silent run start &
pnpm --filter @portal/host --filter '@portal/remote-*' --parallel --reporter=append-only run dev &
wait
