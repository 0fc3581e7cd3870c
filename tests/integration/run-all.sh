#!/bin/sh
# The integration tests: every file in one vitest run, one file at a time, each starting
# from its own copy of the seeded database (database-per-file.ts).
set -e
config=vitest.integration.config.ts
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
