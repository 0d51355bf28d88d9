#!/usr/bin/env bash
# npm run build: install what is needed and build the host and every remote for production.
source "$(dirname "$0")/lib.sh"
ensure_dependencies
build_portal
