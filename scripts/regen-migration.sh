#!/usr/bin/env bash
# Regenerates the single initial migration from the schema (used while no release has shipped).
set -euo pipefail
cd "$(dirname "$0")/../apps/server"
exec 9>/tmp/stund-regen-migration.lock
flock 9
rm -rf drizzle
npx drizzle-kit generate --name initial >/dev/null
echo "migration regenerated: $(ls drizzle/*.sql)"
