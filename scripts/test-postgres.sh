#!/usr/bin/env bash
# A throwaway PostgreSQL server for the API's test suite (`npm run test:api:postgres`), on loopback only.
#
#   bash scripts/test-postgres.sh start   # prints the DATABASE_URL to use
#   bash scripts/test-postgres.sh stop    # stops it and deletes its files
#
# Installs Debian's postgresql when no server is on the machine (root with apt-get only), then makes a new
# cluster in a temporary folder, owned by the `postgres` user when run as root (initdb refuses root). Its
# data is thrown away, so it runs without durability (fsync, synchronous_commit and full_page_writes off):
# never use these settings for a real database. No systemd needed: pg_ctl starts and stops it.
# TEST_POSTGRES_PORT picks the port (default 55432, clear of a system cluster on 5432).
set -euo pipefail

port="${TEST_POSTGRES_PORT:-55432}"
dir="${TMPDIR:-/tmp}/trailside-test-postgres-$port"
url="postgres://postgres@127.0.0.1:$port/postgres"

bin_dir() {
  local found
  found="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)"
  if [ -z "$found" ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "Installing Debian's postgresql..." >&2
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
    found="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)"
  fi
  if [ -z "$found" ]; then
    echo "PostgreSQL is not installed. Install it (Debian: apt-get install postgresql) or point DATABASE_URL at a server of yours." >&2
    exit 1
  fi
  echo "$found"
}

# Runs a PostgreSQL program as the cluster's owner: `postgres` when we are root, else ourselves.
as_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

case "${1:-}" in
  start)
    bin="$(bin_dir)"
    if [ -f "$dir/data/postmaster.pid" ] && as_owner "$bin/pg_ctl" -D "$dir/data" status >/dev/null 2>&1; then
      echo "$url"
      exit 0
    fi
    rm -rf "$dir"
    mkdir -p "$dir"
    if [ "$(id -u)" = 0 ]; then chown postgres: "$dir"; fi
    as_owner "$bin/initdb" -D "$dir/data" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >/dev/null
    as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 start -o "\
      -c listen_addresses=127.0.0.1 -c port=$port -c unix_socket_directories=$dir \
      -c fsync=off -c synchronous_commit=off -c full_page_writes=off \
      -c max_connections=300 -c shared_buffers=64MB" >/dev/null
    echo "$url"
    ;;
  stop)
    if [ -d "$dir/data" ]; then
      bin="$(bin_dir)"
      as_owner "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
    fi
    rm -rf "$dir"
    ;;
  *)
    echo "Usage: bash scripts/test-postgres.sh start|stop" >&2
    exit 2
    ;;
esac
