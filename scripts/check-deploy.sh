#!/usr/bin/env bash
# Validates the deployment files without a cluster, a Docker engine or GitHub:
#   1. k8s/: renders the kustomization and checks every object against the Kubernetes
#      JSON schemas (kubeconform, strict: unknown fields are errors).
#   2. docker-compose.yml: `docker compose config -q`, and every Dockerfile it names exists.
#   3. The Dockerfiles (those compose names, plus any under services/, gateway/, web/):
#      parsed and linted with BuildKit's own Dockerfile parser and linter (the checks of
#      `docker build --check`), since there is no engine to build them.
#
# Tools come only from package registries and are cached in
# ${TRADE_CACHE_DIR:-$HOME/.cache/trade-platform}/deploy-tools, so a second run is offline:
#   kubeconform  go install (Go module proxy)
#   schemas      the PyPI package kubernetes-validate, which bundles the Kubernetes JSON
#                schemas (pip download; its $refs are rewritten to local files once)
#   kustomize    go install (Go module proxy); `kubectl kustomize` when Go is missing
#   compose      the Docker Compose CLI plugin, built from its Go module (go mod download +
#                go build, ~1-4 min once) unless `docker compose` already works
#   dockerfile-check  a 40-line Go program over github.com/moby/buildkit (Go module proxy)
#
# Usage: scripts/check-deploy.sh [k8s-dir] [compose-file]
# Env:   K8S_VERSION (default 1.33.0: the Kubernetes version to validate against),
#        TRADE_CACHE_DIR, KUBECONFORM_VERSION, KUSTOMIZE_VERSION, COMPOSE_VERSION,
#        BUILDKIT_VERSION, K8S_SCHEMA_PACKAGE_VERSION.
# Exit:  0 when everything is valid, 1 when something is invalid, 2 when a tool is missing.
set -euo pipefail

REPO="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
K8S_DIR="${1:-$REPO/k8s}"
COMPOSE_FILE="${2:-$REPO/docker-compose.yml}"

K8S_VERSION="${K8S_VERSION:-1.33.0}"
KUBECONFORM_VERSION="${KUBECONFORM_VERSION:-v0.8.0}"
KUSTOMIZE_VERSION="${KUSTOMIZE_VERSION:-v5.8.0}"
# v5.6.0+ needs a Go module the proxy no longer serves; v5.5.1 needs Go >= 1.26.3
# (COMPOSE_VERSION=v2.40.3 builds with Go >= 1.24.9).
COMPOSE_VERSION="${COMPOSE_VERSION:-v5.5.1}"
BUILDKIT_VERSION="${BUILDKIT_VERSION:-v0.34.2}"
K8S_SCHEMA_PACKAGE_VERSION="${K8S_SCHEMA_PACKAGE_VERSION:-1.35.0}" # schemas for Kubernetes 1.25-1.35

CACHE_DIR="${TRADE_CACHE_DIR:-$HOME/.cache/trade-platform}"
TOOLS="$CACHE_DIR/deploy-tools"
BIN="$TOOLS/bin"
SCHEMAS="$TOOLS/k8s-schemas/kubernetes-validate-$K8S_SCHEMA_PACKAGE_VERSION"

# /usr/local/go/bin is where the official Go tarball lives; non-login shells often miss it.
if ! command -v go >/dev/null 2>&1 && [ -x /usr/local/go/bin/go ]; then PATH="$PATH:/usr/local/go/bin"; fi

START=$SECONDS
log() { printf 'check-deploy: %s\n' "$*" >&2; }
die() { log "$*"; exit 2; }
need_go() { command -v go >/dev/null 2>&1 || die "Go is needed to build $1 (once; cached in $BIN)"; }

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
mkdir -p "$BIN"

# ------------------------------------------------------------------------------- tools

# go install <package>@<version> (a command named <name>) into the cache as <name>-<version>.
go_tool() {
  local name="$1" pkg="$2" version="$3" target="$BIN/$1-$3"
  if [ ! -x "$target" ]; then
    need_go "$name"
    log "installing $name $version (go install, once)"
    GOBIN="$WORK/gobin" GOFLAGS=-buildvcs=false go install "$pkg@$version" >"$WORK/go.log" 2>&1 \
      || { cat "$WORK/go.log" >&2; die "go install $pkg@$version failed"; }
    mv "$WORK/gobin/$name" "$target" || die "go install $pkg@$version made no $name"
  fi
  printf '%s\n' "$target"
}

# The Kubernetes JSON schemas bundled in the PyPI package kubernetes-validate, laid out as
# $SCHEMAS/v<version>-local-strict/<kind>-<group>-<version>.json (kubeconform's naming).
# Their $refs point at "/api/_definitions.json" under an https://kubernetes.io $id; both
# are rewritten so the files resolve each other on disk.
ensure_schemas() {
  local dir="$SCHEMAS/v$K8S_VERSION-local-strict"
  [ -f "$dir/_definitions.json" ] && return 0
  command -v python3 >/dev/null 2>&1 || die "python3 (with pip) is needed to fetch the schemas once"
  log "fetching Kubernetes $K8S_VERSION schemas (pip download kubernetes-validate==$K8S_SCHEMA_PACKAGE_VERSION, once)"
  python3 -m pip download --quiet --no-deps --only-binary=:all: --disable-pip-version-check \
    --dest "$WORK/wheel" "kubernetes-validate==$K8S_SCHEMA_PACKAGE_VERSION" >&2 \
    || die "pip download kubernetes-validate==$K8S_SCHEMA_PACKAGE_VERSION failed"
  mkdir -p "$SCHEMAS"
  python3 - "$WORK/wheel" "$dir" "v$K8S_VERSION-local-strict" <<'PY' || die "no schemas for Kubernetes $K8S_VERSION in kubernetes-validate==$K8S_SCHEMA_PACKAGE_VERSION"
import glob, json, os, shutil, sys, tempfile, zipfile
wheel_dir, dest, version_dir = sys.argv[1:]
prefix = f"kubernetes_validate/kubernetes-json-schema/{version_dir}/"
wheel = zipfile.ZipFile(glob.glob(os.path.join(wheel_dir, "*.whl"))[0])
names = [n for n in wheel.namelist() if n.startswith(prefix) and n.endswith(".json")]
if not names:
    sys.exit(1)

def rewrite(node):
    if isinstance(node, dict):
        return {k: (v.replace("/api/_definitions.json", "_definitions.json", 1)
                    if k == "$ref" and isinstance(v, str) else rewrite(v)) for k, v in node.items()}
    if isinstance(node, list):
        return [rewrite(v) for v in node]
    return node

tmp = tempfile.mkdtemp(dir=os.path.dirname(dest))
for name in names:
    schema = json.loads(wheel.read(name))
    if not name.endswith("/_definitions.json"):
        schema.pop("$id", None)  # so "_definitions.json" resolves next to the file
    with open(os.path.join(tmp, os.path.basename(name)), "w") as out:
        json.dump(rewrite(schema), out)
try:
    os.rename(tmp, dest)
except OSError:  # a concurrent run got there first
    if not os.path.isfile(os.path.join(dest, "_definitions.json")):
        raise
    shutil.rmtree(tmp)
PY
}

# `docker compose`: the installed plugin if it works, else the plugin built from its Go
# module into the cache and handed to the docker CLI through a private DOCKER_CONFIG (or
# run standalone when there is no docker CLI at all).
COMPOSE=()
ensure_compose() {
  if command -v docker >/dev/null 2>&1 && docker compose version >/dev/null 2>&1; then
    COMPOSE=(docker compose)
    return 0
  fi
  local plugin_dir="$TOOLS/docker-$COMPOSE_VERSION/cli-plugins"
  local plugin="$plugin_dir/docker-compose"
  if [ ! -x "$plugin" ]; then
    need_go "docker compose"
    local module="github.com/docker/compose/${COMPOSE_VERSION%%.*}"
    log "building docker compose $COMPOSE_VERSION from $module (go mod download + go build, once)"
    # `go install module@version` is refused (its go.mod has exclude directives), so build
    # the downloaded module as the main module.
    local src
    src="$(cd "$WORK" && go mod download -json "$module@$COMPOSE_VERSION" 2>"$WORK/go.log" \
      | sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p')" || true
    if [ -z "$src" ] || [ ! -d "$src" ]; then
      cat "$WORK/go.log" >&2
      die "go mod download $module@$COMPOSE_VERSION failed"
    fi
    cp -r "$src" "$WORK/compose-src" && chmod -R u+w "$WORK/compose-src"
    mkdir -p "$plugin_dir"
    (cd "$WORK/compose-src" && GOFLAGS=-buildvcs=false go build -trimpath \
      -ldflags "-s -w -X $module/internal.Version=$COMPOSE_VERSION" -o "$WORK/docker-compose" ./cmd) \
      >"$WORK/go.log" 2>&1 || {
      cat "$WORK/go.log" >&2
      die "building docker compose $COMPOSE_VERSION failed (Go too old? try COMPOSE_VERSION=v2.40.3)"
    }
    mv "$WORK/docker-compose" "$plugin"
  fi
  if command -v docker >/dev/null 2>&1; then
    COMPOSE=(env "DOCKER_CONFIG=$TOOLS/docker-$COMPOSE_VERSION" docker compose)
  else
    COMPOSE=("$plugin")
  fi
}

# Parses and lints Dockerfiles with BuildKit's parser and linter; prints one line per
# problem and exits 1 if there is any.
ensure_dockerfile_check() {
  local target="$BIN/dockerfile-check-$BUILDKIT_VERSION" src="$WORK/dockerfile-check-src"
  if [ ! -x "$target" ]; then
    need_go "dockerfile-check"
    log "building dockerfile-check over github.com/moby/buildkit $BUILDKIT_VERSION (once)"
    mkdir -p "$src"
    printf 'module dockerfilecheck\n\ngo 1.24\n' >"$src/go.mod"
    cat >"$src/main.go" <<'GO'
package main

import (
	"bytes"
	"fmt"
	"os"

	"github.com/moby/buildkit/frontend/dockerfile/instructions"
	"github.com/moby/buildkit/frontend/dockerfile/linter"
	"github.com/moby/buildkit/frontend/dockerfile/parser"
)

func main() {
	failed := false
	for _, file := range os.Args[1:] {
		data, err := os.ReadFile(file)
		if err == nil {
			var ast *parser.Result
			if ast, err = parser.Parse(bytes.NewReader(data)); err == nil {
				lint := linter.New(&linter.Config{Warn: func(rule, _, _, msg string, loc []parser.Range) {
					line := 0
					if len(loc) > 0 {
						line = loc[0].Start.Line
					}
					fmt.Printf("%s:%d: %s: %s\n", file, line, rule, msg)
					failed = true
				}})
				_, _, err = instructions.Parse(ast.AST, lint)
			}
		}
		if err != nil {
			fmt.Printf("%s: %v\n", file, err)
			failed = true
		}
	}
	if failed {
		os.Exit(1)
	}
}
GO
    (cd "$src" && go get "github.com/moby/buildkit@$BUILDKIT_VERSION" && go mod tidy \
      && GOFLAGS=-buildvcs=false go build -trimpath -ldflags "-s -w" -o "$WORK/dockerfile-check" .) \
      >"$WORK/go.log" 2>&1 || { cat "$WORK/go.log" >&2; die "building dockerfile-check failed"; }
    mv "$WORK/dockerfile-check" "$target"
  fi
  printf '%s\n' "$target"
}

# ------------------------------------------------------------------------------- checks

FAILED=()
K8S_SUMMARY="k8s not checked"
COMPOSE_SUMMARY="compose not checked"
DOCKERFILES_SUMMARY="Dockerfiles not checked"
DOCKERFILES=() # filled by check_compose

check_k8s() {
  local kubeconform kustomize rendered="$WORK/k8s-rendered.yaml"
  kubeconform="$(go_tool kubeconform github.com/yannh/kubeconform/cmd/kubeconform "$KUBECONFORM_VERSION")"
  ensure_schemas
  if [ -x "$BIN/kustomize-$KUSTOMIZE_VERSION" ] || command -v go >/dev/null 2>&1; then
    kustomize="$(go_tool kustomize sigs.k8s.io/kustomize/kustomize/v5 "$KUSTOMIZE_VERSION")"
    "$kustomize" build "$K8S_DIR" >"$rendered" 2>"$WORK/kustomize.err" || {
      cat "$WORK/kustomize.err" >&2
      FAILED+=(k8s)
      K8S_SUMMARY="k8s: kustomize build failed"
      return 0
    }
  elif command -v kubectl >/dev/null 2>&1; then
    kubectl kustomize "$K8S_DIR" >"$rendered" || { FAILED+=(k8s); K8S_SUMMARY="k8s: kustomize failed"; return 0; }
  else
    die "neither Go (for kustomize) nor kubectl is available"
  fi

  local out counts valid=1
  out="$("$kubeconform" -strict -summary -output text \
    -kubernetes-version "$K8S_VERSION" \
    -schema-location "$SCHEMAS/{{.NormalizedKubernetesVersion}}-local-strict/{{.ResourceKind}}{{.KindSuffix}}.json" \
    "$rendered" 2>&1)" || valid=0
  # "Summary: 34 resources found in 1 file - Valid: 34, Invalid: 0, Errors: 0, Skipped: 0"
  counts="$(printf '%s\n' "$out" | sed -n 's/^Summary: \([0-9]*\) resources\{0,1\} found.* Valid: \([0-9]*\).*/\2\/\1/p')"
  K8S_SUMMARY="k8s ${counts:-?} objects valid (Kubernetes $K8S_VERSION schemas)"
  if [ "$valid" = 0 ]; then
    FAILED+=(k8s)
    printf '%s\n' "$out" | grep -v '^Summary: ' \
      | sed -e "s|$rendered|kustomize build $K8S_DIR|" \
        -e "s|problem validating schema. Check JSON formatting: jsonschema validation failed with '[^']*' - ||" >&2
  fi
}

# Secrets the compose file requires (${VAR:?message}): it must refuse to start without
# them, so it is checked once without (must fail, naming them) and then with placeholders.
# The repo's own .env, if any, is kept out of both checks (--env-file /dev/null).
COMPOSE_MUST_REQUIRE=(INTERNAL_SECRET AUTH_ADMIN_PASSWORD KAFKA_BROKER_PASSWORD)

check_compose_secrets() {
  local required name out unset_args=()
  mapfile -t required < <(grep -o '\${[A-Z0-9_]*:?' "$COMPOSE_FILE" | sed 's/^\${//; s/:?$//' | sort -u)
  for name in "${COMPOSE_MUST_REQUIRE[@]}"; do
    if ! printf '%s\n' "${required[@]}" | grep -qx "$name"; then
      log "docker-compose.yml: $name has a default; it must be required (\${$name:?...})"
      return 1
    fi
  done
  for name in "${required[@]}"; do unset_args+=(-u "$name"); done
  if out="$(env "${unset_args[@]}" "${COMPOSE[@]}" --env-file /dev/null -f "$COMPOSE_FILE" config -q 2>&1)"; then
    log "docker-compose.yml: config passed without ${required[*]}"
    return 1
  fi
  for name in "${COMPOSE_MUST_REQUIRE[@]}"; do
    if ! grep -q "required variable $name is missing" <<<"$out"; then
      log "docker-compose.yml: without secrets, compose did not name $name: $out"
      return 1
    fi
  done
  COMPOSE_ENV=(env)
  for name in "${required[@]}"; do COMPOSE_ENV+=("$name=check-deploy-placeholder-0123456789abcdef"); done
}

check_compose() {
  ensure_compose
  local dir
  dir="$(dirname "$COMPOSE_FILE")"
  if ! check_compose_secrets; then
    FAILED+=(compose)
    COMPOSE_SUMMARY="compose does not require its secrets"
    return 0
  fi
  COMPOSE=("${COMPOSE_ENV[@]}" "${COMPOSE[@]}" --env-file /dev/null)
  if ! "${COMPOSE[@]}" -f "$COMPOSE_FILE" config -q; then
    FAILED+=(compose)
    COMPOSE_SUMMARY="compose config invalid"
    return 0
  fi
  # `config` does not look at build files; make sure every Dockerfile named exists.
  local services missing=()
  services="$("${COMPOSE[@]}" -f "$COMPOSE_FILE" config --services | wc -l | tr -d ' ')"
  # shellcheck disable=SC2016 # a JavaScript template literal, not shell
  while IFS=$'\t' read -r context dockerfile; do
    if [ -f "$context/$dockerfile" ]; then DOCKERFILES+=("$context/$dockerfile"); else missing+=("$context/$dockerfile"); fi
  done < <("${COMPOSE[@]}" -f "$COMPOSE_FILE" config --format json \
    | node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>{for(const v of Object.values(JSON.parse(s).services))if(v.build)console.log(`${v.build.context}\t${v.build.dockerfile||"Dockerfile"}`)})' \
    | sort -u)
  if [ ${#missing[@]} -gt 0 ]; then
    log "missing Dockerfile(s): ${missing[*]#"$dir/"}"
    FAILED+=(compose)
    COMPOSE_SUMMARY="compose: Dockerfile(s) missing"
  else
    COMPOSE_SUMMARY="compose config OK ($services services, $((${#COMPOSE_ENV[@]} - 1)) secrets required)"
  fi
}

check_dockerfiles() {
  local checker file out
  while IFS= read -r file; do DOCKERFILES+=("$file"); done \
    < <(find "$REPO/services" "$REPO/gateway" "$REPO/web" -maxdepth 2 -name Dockerfile -not -path '*/node_modules/*' 2>/dev/null)
  if [ ${#DOCKERFILES[@]} -eq 0 ]; then
    DOCKERFILES_SUMMARY="no Dockerfiles"
    return 0
  fi
  mapfile -t DOCKERFILES < <(printf '%s\n' "${DOCKERFILES[@]}" | sort -u)
  checker="$(ensure_dockerfile_check)"
  if out="$("$checker" "${DOCKERFILES[@]}" 2>&1)"; then
    DOCKERFILES_SUMMARY="${#DOCKERFILES[@]} Dockerfiles OK"
  else
    printf '%s\n' "$out" | sed "s|$REPO/||" >&2
    FAILED+=(dockerfiles)
    DOCKERFILES_SUMMARY="Dockerfiles invalid"
  fi
}

check_k8s
check_compose
check_dockerfiles

STATUS=OK
[ ${#FAILED[@]} -eq 0 ] || STATUS="FAILED (${FAILED[*]})"
printf 'check-deploy: %s: %s; %s; %s (%ss)\n' \
  "$STATUS" "$K8S_SUMMARY" "$COMPOSE_SUMMARY" "$DOCKERFILES_SUMMARY" "$((SECONDS - START))"
[ ${#FAILED[@]} -eq 0 ]
