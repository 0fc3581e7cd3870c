#!/bin/sh
# The integration tests. Files that import worker modules themselves (to call them with
# other bindings) each get a vitest run of their own: once the worker under test has loaded
# the web app's pages in a run, a later file that imports worker modules dies before its
# first test (the pool's runner sends workerd a WebSocket message over its 1 MiB limit,
# "Message is too large"). A file that marks itself `// Its own run:` (one that fills the
# database with more listings than a search or the map shows, which the files that read the
# whole search would see) gets one too. The other files share one run.
set -e
config=vitest.integration.config.ts
own=$(grep -l -e 'from "\.\./\.\./worker/' -e '^// Its own run:' tests/integration/*.test.ts)
exclude=$(echo "$own" | xargs -n1 basename | sed 's/\.test\.ts$//' | paste -sd, -)
vitest run --config "$config" --exclude "tests/integration/{$exclude}.test.ts"
for file in $own; do
  vitest run --config "$config" "$file"
done
