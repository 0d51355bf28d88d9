#!/usr/bin/env bash
# Runs the API's tests against a real PostgreSQL instead of PGlite: a throwaway cluster in a temp folder,
# listening on 127.0.0.1:54329 only, removed again whatever happens. Installs Debian's `postgresql` when it
# is missing (which needs root). Exits with jest's status.
set -euo pipefail

REPO="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
PORT=54329
DATABASE=portal_api_tests

newest_postgres_bin() {
  local bin
  bin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
  [[ -n "$bin" && -x "$bin/pg_ctl" ]] && echo "$bin"
}

PG_BIN="$(newest_postgres_bin || true)"
if [[ -z "$PG_BIN" ]]; then
  if [[ $EUID -ne 0 ]]; then
    echo "PostgreSQL is not installed and installing it needs root: apt-get install postgresql" >&2
    exit 1
  fi
  echo "Installing PostgreSQL (Debian's postgresql package)..."
  apt-get update
  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends postgresql
  PG_BIN="$(newest_postgres_bin)"
fi

# PostgreSQL refuses to run as root; as root, the cluster belongs to the postgres system user.
as_cluster_owner() {
  if [[ $EUID -eq 0 ]]; then runuser -u postgres -- "$@"; else "$@"; fi
}

CLUSTER="$(mktemp -d /tmp/portal-api-postgres.XXXXXX)"
STARTED=false
cleanup() {
  if [[ "$STARTED" == true ]]; then
    as_cluster_owner "$PG_BIN/pg_ctl" -D "$CLUSTER/data" -m fast -w stop >/dev/null || true
  fi
  rm -rf "$CLUSTER"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# A password even for a throwaway cluster: other local users must not reach it while the tests run.
PASSWORD="$(head -c 18 /dev/urandom | base64 | tr -d '/+=')"
printf '%s\n' "$PASSWORD" >"$CLUSTER/password"
if [[ $EUID -eq 0 ]]; then chown -R postgres: "$CLUSTER"; fi
chmod 700 "$CLUSTER"

as_cluster_owner "$PG_BIN/initdb" -D "$CLUSTER/data" -U postgres --pwfile="$CLUSTER/password" \
  --auth=scram-sha-256 --encoding=UTF8 --locale=C.UTF-8 >/dev/null
STARTED=true
# fsync off: a cluster that dies with the run has no data worth a crash-safe write.
if ! as_cluster_owner "$PG_BIN/pg_ctl" -D "$CLUSTER/data" -l "$CLUSTER/server.log" -w \
  -o "-c listen_addresses=127.0.0.1 -p $PORT -k $CLUSTER -c fsync=off" start >/dev/null; then
  cat "$CLUSTER/server.log" >&2
  exit 1
fi

PGPASSWORD="$PASSWORD" "$PG_BIN/createdb" -h 127.0.0.1 -p "$PORT" -U postgres "$DATABASE"

echo "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT; running the API tests"
set +e
(cd "$REPO" && DATABASE_URL="postgres://postgres:$PASSWORD@127.0.0.1:$PORT/$DATABASE" npx jest --selectProjects api --runInBand "$@")
status=$?
set -e
exit "$status"
