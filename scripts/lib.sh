# Shared steps of the commands in package.json. Sourced, not run.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

PNPM_VERSION=12.21.0

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

# pnpm 12 is a native binary that runs on Node 20; corepack fails signature checks here (DESIGN §9).
ensure_pnpm() {
  if ! command -v pnpm >/dev/null 2>&1; then
    step "Installing pnpm $PNPM_VERSION"
    npm install -g "pnpm@$PNPM_VERSION" >/dev/null
  fi
}

ensure_dependencies() {
  ensure_pnpm
  step "Installing dependencies"
  pnpm install --frozen-lockfile --reporter=append-only 2>&1 | tail -n 3
}

# Playwright cannot download its own browser here: use Debian's Chromium.
ensure_chromium() {
  if [ ! -x /usr/bin/chromium ]; then
    step "Installing Debian's Chromium"
    if [ "$(id -u)" -eq 0 ]; then
      apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
    else
      sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
    fi
  fi
}

# Two webpack builds at a time: the machine has two cores, and each build needs well under 2 GiB.
build_portal() {
  step "Building the host and the five remotes"
  local started=$SECONDS
  pnpm --filter @portal/host --filter '@portal/remote-*' --workspace-concurrency=2 --reporter=append-only run build
  echo "built in $((SECONDS - started)) s"
}
