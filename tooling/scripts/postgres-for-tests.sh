#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster for the API's server-database tests and prints the
# TEST_DATABASE_URL to use. Needs Debian's (or any) PostgreSQL server binaries; nothing is
# installed. Run again: it reuses the running cluster. `postgres-for-tests.sh stop` stops it. The
# port is PG_TEST_PORT (54329), or the next free one when another process holds it.
#
#   export "$(tooling/scripts/postgres-for-tests.sh)" && (cd apps/api && npx vitest run)
set -euo pipefail

repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
pg_dir="${PG_TEST_DIR:-$repo_root/.cache/pg}"
data_dir="$pg_dir/data"
port="${PG_TEST_PORT:-54329}"
database="shop_test"
log_file="$pg_dir/postgres.log"

find_bin_dir() {
  if command -v pg_ctl >/dev/null 2>&1 && command -v initdb >/dev/null 2>&1; then
    dirname "$(readlink -f "$(command -v pg_ctl)")"
    return
  fi
  local candidate
  for candidate in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
    if [[ -x "$candidate/pg_ctl" && -x "$candidate/initdb" ]]; then
      echo "$candidate"
      return
    fi
  done
  return 1
}

if ! bin_dir="$(find_bin_dir)"; then
  echo "PostgreSQL server binaries (initdb, pg_ctl) not found; on Debian: apt-get install postgresql" >&2
  exit 1
fi

# initdb and postgres refuse to run as root; the Debian package creates a `postgres` user for this.
run_as_owner() {
  if [[ "$(id -u)" -eq 0 ]]; then
    if ! id postgres >/dev/null 2>&1; then
      echo "Running as root needs a 'postgres' user to own the cluster" >&2
      exit 1
    fi
    local quoted
    printf -v quoted '%q ' "$@"
    if command -v runuser >/dev/null 2>&1; then
      runuser -u postgres -- bash -c "$quoted"
    else
      su postgres -s /bin/bash -c "$quoted"
    fi
  else
    "$@"
  fi
}

is_running() {
  [[ -f "$data_dir/PG_VERSION" ]] && run_as_owner "$bin_dir/pg_ctl" -D "$data_dir" status >/dev/null 2>&1
}

if [[ "${1:-start}" == "stop" ]]; then
  if is_running; then
    run_as_owner "$bin_dir/pg_ctl" -D "$data_dir" -m fast -w stop >/dev/null
    echo "stopped PostgreSQL in $data_dir" >&2
  fi
  exit 0
fi

if [[ ! -f "$data_dir/PG_VERSION" ]]; then
  mkdir -p "$pg_dir"
  if [[ "$(id -u)" -eq 0 ]]; then chown postgres: "$pg_dir"; fi
  run_as_owner "$bin_dir/initdb" -D "$data_dir" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >/dev/null
fi

port_in_use() {
  (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null
}

if is_running; then
  # The cluster answers on the port it was started on (line 4 of its pid file).
  port="$(sed -n 4p "$data_dir/postmaster.pid")"
else
  # Another checkout's cluster (or anything else) may hold the port: take the next free one.
  first_port="$port"
  while port_in_use "$port"; do
    port=$((port + 1))
    if ((port > first_port + 20)); then
      echo "Ports $first_port-$port on 127.0.0.1 are all in use" >&2
      exit 1
    fi
  done
  run_as_owner "$bin_dir/pg_ctl" -D "$data_dir" -l "$log_file" -w -t 30 \
    -o "-p $port -k $pg_dir -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off" start >/dev/null
fi

if ! run_as_owner "$bin_dir/psql" -h "$pg_dir" -p "$port" -U postgres -d postgres -tAc \
  "SELECT 1 FROM pg_database WHERE datname = '$database'" | grep -q 1; then
  run_as_owner "$bin_dir/createdb" -h "$pg_dir" -p "$port" -U postgres "$database"
fi

echo "TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$port/$database"
