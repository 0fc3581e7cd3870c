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
vitest run --config "$config" --exclude "tests/integration/{$exclude}.test.ts"
for file in $own; do
  vitest run --config "$config" "$file"
done
