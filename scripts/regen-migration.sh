#!/usr/bin/env bash
# Regenerates this change's migration from the schema: what is committed stays as it is; every
# migration not yet committed is dropped and made again as one, so parallel edits cannot collide.
set -euo pipefail
cd "$(dirname "$0")/.."
exec 9>/tmp/stund-regen-migration.lock
flock 9
git checkout HEAD -- apps/server/drizzle
git clean -fdq apps/server/drizzle
cd apps/server
npx drizzle-kit generate --name "${1:-change}" >/dev/null
echo "migrations: $(ls drizzle/*.sql | tr '\n' ' ')"
