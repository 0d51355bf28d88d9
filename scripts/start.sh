#!/usr/bin/env bash
# npm start: install, build, and serve the whole portal with demo data on 127.0.0.1.
source "$(dirname "$0")/lib.sh"
ensure_dependencies
build_portal
step "Starting the portal"
exec pnpm --filter @portal/deploy --reporter=silent run serve -- "$@"
