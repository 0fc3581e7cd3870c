#!/bin/sh
# The integration tests in three vitest runs. Once the worker has rendered a page in a run,
# a later test file that imports worker modules itself (to call them with other bindings)
# dies before its first test: the pool's runner sends workerd a WebSocket message over its
# 1 MiB limit ("Message is too large"). So the files that render pages through the worker
# run after the others, and fail-closed (which imports the worker and renders pages with
# the database down) runs on its own.
set -e
config=vitest.integration.config.ts
vitest run --config "$config" --exclude 'tests/integration/{server-rendered-pages,security-headers,fail-closed}.test.ts'
vitest run --config "$config" tests/integration/fail-closed.test.ts
vitest run --config "$config" tests/integration/server-rendered-pages.test.ts tests/integration/security-headers.test.ts
