#!/usr/bin/env bash
# Installs what this machine lacks to run the platform and its tests, and does
# nothing when everything is there: Debian packages (Redis, Chromium for the
# browser tests, CJK fonts for screenshots), the npm dependencies, and the local
# servers (Kafka, FerretDB, S3Proxy). Called by `npm start` and `npm test`.
set -euo pipefail
cd "$(dirname "$0")/.."

packages=()
command -v redis-server >/dev/null || packages+=(redis-server)
[ -x /usr/bin/chromium ] || packages+=(chromium)
[ -d /usr/share/fonts/opentype/noto ] || packages+=(fonts-noto-cjk)
if [ ${#packages[@]} -gt 0 ]; then
  echo "Installing Debian packages: ${packages[*]}"
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null
fi

# npm dependencies, when the installed tree does not match the lock file. `npm install`
# (not `npm ci`): npm 11 leaves other platforms' optional packages out of the lock it
# writes, and `npm ci` then refuses the lock as out of sync.
stamp=node_modules/.trade-lock.sha256
manifests() { find . -name package.json -not -path '*/node_modules/*' -not -path './.data/*' | sort | xargs cat package-lock.json | sha256sum | cut -d' ' -f1; }
want=$(manifests)
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
  echo "Installing npm dependencies"
  npm install --no-audit --no-fund --loglevel=error
  manifests > "$stamp"
fi

# The local servers are only needed when no external ones are configured.
if [ -z "${MONGO_URL:-}" ] || [ -z "${KAFKA_BROKERS:-}" ] || [ -z "${REDIS_URL:-}" ] || [ -z "${S3_ENDPOINT:-}" ]; then
  bash infra/local/servers.sh provision
fi
