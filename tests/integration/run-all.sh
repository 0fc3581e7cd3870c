#!/bin/sh
# The integration tests. Files that import worker modules themselves (to call them with
# other bindings) each get a vitest run of their own: once the worker under test has loaded
# the web app's pages in a run, a later file that imports worker modules dies before its
# first test (the pool's runner sends workerd a WebSocket message over its 1 MiB limit,
# "Message is too large"). The other files share one run; each file starts from its own
# copy of the database (database-per-file.ts).
set -e
config=vitest.integration.config.ts
# The migrated, seeded database every run starts from, made once by the first run
# (global-setup.ts).
HOGARIA_IT_TEMPLATE="$(mktemp -d)/template.db"
export HOGARIA_IT_TEMPLATE
trap 'rm -rf "$(dirname "$HOGARIA_IT_TEMPLATE")"' EXIT
own=$(grep -l -e 'from "\.\./\.\./worker/' tests/integration/*.test.ts)
exclude=$(echo "$own" | xargs -n1 basename | sed 's/\.test\.ts$//' | paste -sd, -)
# A watchdog on each run: a run that hangs (a known way for the workerd pool to stall after
# a file has passed) fails here within minutes, naming itself, instead of holding CI until
# its own limit. The limits are several times what the runs take on a loaded 2-core machine.
run() {
  limit=$1; shift
  status=0
  timeout --kill-after=30 "$limit" vitest run --config "$config" "$@" || status=$?
  if [ "$status" -eq 124 ] || [ "$status" -eq 137 ]; then
    echo "run-all.sh: vitest run $* stopped after $limit without finishing" >&2
  fi
  return "$status"
}
run 40m --exclude "tests/integration/{$exclude}.test.ts"
for file in $own; do
  run 12m "$file"
done
