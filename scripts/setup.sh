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

# npm ci when the installed tree is missing or older than the lock file.
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "Installing npm dependencies"
  npm ci --no-audit --no-fund --loglevel=error
fi

# The local servers are only needed when no external ones are configured.
if [ -z "${MONGO_URL:-}" ] || [ -z "${KAFKA_BROKERS:-}" ] || [ -z "${REDIS_URL:-}" ] || [ -z "${S3_ENDPOINT:-}" ]; then
  bash infra/local/servers.sh provision
fi
