#!/usr/bin/env bash
# A throwaway PostgreSQL server on loopback for the database suite's second engine. Sourced by scripts/test.sh:
#   start_throwaway_postgres   starts one (installing Debian's postgresql when missing and we are root) and
#                              exports TEST_DATABASE_URL; returns 1 when PostgreSQL cannot be had here
#   stop_throwaway_postgres    stops it and deletes its files

find_pg_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }

start_throwaway_postgres() {
  local bin
  bin="$(find_pg_bin)"
  if [ -z "$bin" ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "PostgreSQL is missing: installing Debian's postgresql package."
    DEBIAN_FRONTEND=noninteractive apt-get update -qq &&
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null || return 1
    bin="$(find_pg_bin)"
  fi
  [ -n "$bin" ] || return 1
  PG_DIR="$(mktemp -d /tmp/showhome-pg.XXXXXX)"
  PG_PORT="$((20000 + RANDOM % 20000))"
  local run=()
  if [ "$(id -u)" = 0 ]; then
    # initdb refuses to run as root; the package's postgres user owns the throwaway cluster.
    id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
    chown postgres "$PG_DIR"
    run=(runuser -u postgres --)
  fi
  "${run[@]}" "$bin/initdb" -D "$PG_DIR/data" -U postgres -A trust --no-sync >"$PG_DIR/initdb.log" 2>&1 || {
    cat "$PG_DIR/initdb.log" >&2
    return 1
  }
  "${run[@]}" "$bin/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/server.log" -w -t 60 start \
    -o "-p $PG_PORT -k $PG_DIR -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" >/dev/null || {
    cat "$PG_DIR/server.log" >&2
    return 1
  }
  PG_BIN="$bin"
  PG_RUN=("${run[@]}")
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/postgres"
  echo "Throwaway PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$PG_PORT"
}

stop_throwaway_postgres() {
  [ -n "${PG_DIR:-}" ] || return 0
  "${PG_RUN[@]}" "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m immediate -w stop >/dev/null 2>&1 || true
  rm -rf "$PG_DIR"
  unset PG_DIR TEST_DATABASE_URL
}
