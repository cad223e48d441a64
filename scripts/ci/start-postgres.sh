#!/usr/bin/env bash
# Starts the machine's PostgreSQL cluster for the server's PostgreSQL test suite and gives the
# postgres role the password the tests use (postgres://postgres:postgres@127.0.0.1:5432/postgres).
# Tests create and drop their own databases; PG_TEST_URL points them elsewhere.
set -euo pipefail
if [ -n "${PG_TEST_URL:-}" ]; then
  echo "ci: PG_TEST_URL is set, using that PostgreSQL"
  exit 0
fi
cluster=$(pg_lsclusters --no-header | awk 'NR==1 { print $1 " " $2 }')
if [ -z "$cluster" ]; then
  version=$(ls /usr/lib/postgresql | sort -n | tail -1)
  pg_createcluster "$version" main
  cluster="$version main"
fi
# shellcheck disable=SC2086
pg_ctlcluster $cluster start 2>/dev/null || pg_ctlcluster $cluster status >/dev/null
su postgres -c "psql -q -c \"ALTER USER postgres PASSWORD 'postgres'\""
