#!/bin/sh
# The integration tests: every file in one vitest run, one file at a time, each starting
# from its own copy of the seeded database (database-per-file.ts).
set -e
config=vitest.integration.config.ts
# The migrated, seeded database the run starts from, made once (global-setup.ts). Named
# here so that a run by hand can keep one (HOGARIA_IT_TEMPLATE) and skip the seeding.
HOGARIA_IT_TEMPLATE="$(mktemp -d)/template.db"
export HOGARIA_IT_TEMPLATE
trap 'rm -rf "$(dirname "$HOGARIA_IT_TEMPLATE")"' EXIT
# A watchdog: a run that hangs (a known way for the workerd pool to stall after a file has
# passed) fails here, naming itself, instead of holding CI until its own limit. The limit is
# about twice what the run takes on a loaded 2-core machine.
limit=50m
status=0
timeout --kill-after=30 "$limit" vitest run --config "$config" "$@" || status=$?
if [ "$status" -eq 124 ] || [ "$status" -eq 137 ]; then
  echo "run-all.sh: the integration run stopped after $limit without finishing" >&2
fi
exit "$status"
