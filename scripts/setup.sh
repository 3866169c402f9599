#!/usr/bin/env bash
# Installs what this machine lacks to run the platform and its tests, and does
# nothing when everything is there: Debian packages (Redis, Chromium for the
# browser tests, CJK fonts for screenshots, Python's venv for the schema fuzzer), the npm
# dependencies, schemathesis, and the local servers (Kafka, FerretDB, S3Proxy, OpenSearch). Called by `npm start` and `npm test`.
set -euo pipefail
cd "$(dirname "$0")/.."

packages=()
command -v redis-server >/dev/null || packages+=(redis-server)
[ -x /usr/bin/chromium ] || packages+=(chromium)
[ -d /usr/share/fonts/opentype/noto ] || packages+=(fonts-noto-cjk)
# The schema fuzzer of `npm test` lives in a Python venv (Debian splits venv off python3).
command -v python3 >/dev/null || packages+=(python3)
python3 -c 'import ensurepip, venv' 2>/dev/null || packages+=(python3-venv)
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

# schemathesis, the schema fuzzer `npm test` runs over the merged OpenAPI (scripts/lib/fuzz.mjs),
# pinned, from PyPI, in a venv in the machine cache.
SCHEMATHESIS_VERSION=4.32.5
fuzz_venv="${TRADE_CACHE_DIR:-$HOME/.cache/trade-platform}/schemathesis"
if [ "$("$fuzz_venv/bin/st" --version 2>/dev/null | grep -o '[0-9][0-9.]*' | head -1)" != "$SCHEMATHESIS_VERSION" ]; then
  echo "Installing schemathesis $SCHEMATHESIS_VERSION into $fuzz_venv"
  rm -rf "$fuzz_venv"
  python3 -m venv "$fuzz_venv"
  "$fuzz_venv/bin/pip" install --quiet --disable-pip-version-check "schemathesis==$SCHEMATHESIS_VERSION"
fi

# The local servers are only needed when no external ones are configured.
if [ -z "${MONGO_URL:-}" ] || [ -z "${KAFKA_BROKERS:-}" ] || [ -z "${REDIS_URL:-}" ] || [ -z "${S3_ENDPOINT:-}" ] ||
  [ -z "${OPENSEARCH_URL:-}" ]; then
  bash infra/local/servers.sh provision
fi
