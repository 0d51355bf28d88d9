#!/usr/bin/env bash
# npm run dev: the API, the host and every remote with hot reload (webpack dev servers on the same ports).
source "$(dirname "$0")/lib.sh"
ensure_dependencies
# A local run: a lower environment (registration, the outbox, demo data), said explicitly since the API defaults to
# production; e-mailed links open the host's dev server (deploy/src/ports.ts).
export LOWER_ENVIRONMENT=true
export PUBLIC_URL="http://127.0.0.1:8080"
step "Seeding demo data"
pnpm --filter @portal/api --reporter=silent run seed
step "Starting the API and the development servers (Ctrl+C stops them all)"
trap 'kill 0' EXIT INT TERM
pnpm --filter @portal/api --reporter=silent run start &
pnpm --filter @portal/host --filter '@portal/remote-*' --parallel --reporter=append-only run dev &
wait
