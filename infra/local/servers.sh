#!/usr/bin/env bash
# Local backing servers for the trade platform, without Docker:
#   mongo  = FerretDB v1 on PostgreSQL      redis = Debian redis-server
#   pg     = Debian PostgreSQL 15, the store behind FerretDB (MONGO_BACKEND=sqlite: none)
#   kafka  = Apache Kafka KRaft single node  s3    = S3Proxy (filesystem backend)
#   mail   = SMTP sink (infra/local/mail-sink.mjs): keeps every e-mail as .eml under .data/mail;
#            not started when SMTP_URL is set (a real SMTP server is configured)
#   opensearch = OpenSearch single node (Maven Central's no-JDK zip, on the machine's Java 17)
#            with the Smart Chinese analysis (smartcn) and the common analysis module (cjk)
#
# Usage: infra/local/servers.sh <command>
#   provision          install/build what is missing into the machine cache (once)
#   start              provision if needed, start what is not running (mail only without SMTP_URL), wait until ready
#   stop               stop all our servers (data is kept)
#   status             one line per server; exit 0 if all running, else 3
#   env                print export lines (MONGO_URL, KAFKA_BROKERS, KAFKA_SASL_MECHANISM/USERNAME/
#                      PASSWORD, KAFKA_PASSWORD_<SERVICE>, REDIS_URL, S3_*, OPENSEARCH_URL)
#   reset              stop, then delete the servers' data
#   start-one NAME     start and await one server   (NAME: kafka|mongo|pg|redis|s3|mail|opensearch;
#                      mongo starts pg too)
#   stop-one NAME      stop one server
#   topics             list Kafka topics
# See infra/local/README.md for versions, environment variables and limits.
set -euo pipefail
# Bash 5.2 treats "&" in ${var//pat/rep} replacements specially; templates may contain it.
shopt -u patsub_replacement 2>/dev/null || true

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO="$(cd "$HERE/../.." && pwd)"

# ---------------------------------------------------------------------------------------
# Configuration (all overridable from the environment)
# ---------------------------------------------------------------------------------------
CACHE_DIR="${TRADE_CACHE_DIR:-${HOME:?set HOME or TRADE_CACHE_DIR}/.cache/trade-platform}"
DATA_DIR="${TRADE_DATA_DIR:-$REPO/.data}"

MONGO_PORT="${MONGO_PORT:-27017}"
# FerretDB's backend: postgresql (default) answers equality filters in SQL; sqlite decodes
# every document of a collection for any query but an _id lookup (see README).
MONGO_BACKEND="${MONGO_BACKEND:-postgresql}"
PG_PORT="${PG_PORT:-5433}"
PG_MAJOR=15
PG_BIN_DIR="${PG_BIN_DIR:-/usr/lib/postgresql/$PG_MAJOR/bin}"
KAFKA_PORT="${KAFKA_PORT:-9092}"
KAFKA_CONTROLLER_PORT="${KAFKA_CONTROLLER_PORT:-9093}"
REDIS_PORT="${REDIS_PORT:-6379}"
S3_PORT="${S3_PORT:-9000}"
MAIL_PORT="${MAIL_PORT:-1025}"            # SMTP of the mail sink
MAIL_HTTP_PORT="${MAIL_HTTP_PORT:-1080}"  # its read-only listing (0 = off)
OPENSEARCH_PORT="${OPENSEARCH_PORT:-9200}"                     # HTTP (REST)
OPENSEARCH_TRANSPORT_PORT="${OPENSEARCH_TRANSPORT_PORT:-9300}" # node-to-node, unused by clients
S3_ACCESS_KEY="${S3_ACCESS_KEY:-minioadmin}"
S3_SECRET_KEY="${S3_SECRET_KEY:-minioadmin}"

SERVERS_TIMEOUT="${SERVERS_TIMEOUT:-120}"            # seconds to wait for readiness
SERVERS_STOP_TIMEOUT="${SERVERS_STOP_TIMEOUT:-30}"   # seconds before SIGKILL on stop

KAFKA_HEAP_OPTS="${KAFKA_HEAP_OPTS:--Xms256m -Xmx768m}"
# The GC flags of Kafka's own kafka-run-class.sh.
KAFKA_JVM_OPTS="${KAFKA_JVM_OPTS:--XX:+UseG1GC -XX:MaxGCPauseMillis=20 -XX:InitiatingHeapOccupancyPercent=35 -XX:+ExplicitGCInvokesConcurrent}"
S3_HEAP_OPTS="${S3_HEAP_OPTS:--Xms32m -Xmx256m}"
OPENSEARCH_HEAP="${OPENSEARCH_HEAP:-512m}"   # -Xms and -Xmx of the OpenSearch node
KAFKA_TOPIC_PARTITIONS="${KAFKA_TOPIC_PARTITIONS:-3}"
KAFKA_DLQ_PARTITIONS="${KAFKA_DLQ_PARTITIONS:-1}"

KAFKA_VERSION=3.9.1
FERRETDB_VERSION=v1.24.2
S3PROXY_VERSION=3.3.0
OPENSEARCH_VERSION=2.19.1   # also in opensearch/pom.xml and the plugin descriptors there
DEP_PLUGIN=org.apache.maven.plugins:maven-dependency-plugin:3.8.1

KAFKA_HOME_DIR="$CACHE_DIR/kafka-$KAFKA_VERSION"        # libs/*.jar
KAFKA_ADMIN_DIR="$CACHE_DIR/kafka-admin"                 # KafkaAdmin.class (compiled helper)
FERRETDB_HOME_DIR="$CACHE_DIR/ferretdb-$FERRETDB_VERSION" # bin/ferretdb
S3PROXY_HOME_DIR="$CACHE_DIR/s3proxy-$S3PROXY_VERSION"    # s3proxy.jar
OPENSEARCH_HOME_DIR="$CACHE_DIR/opensearch-$OPENSEARCH_VERSION" # bin/ lib/ modules/ plugins/

# pg before mongo (FerretDB needs it); kafka and opensearch last: the slowest to become ready.
ALL_SERVERS=(redis pg mongo s3 mail kafka opensearch)

# /usr/local/go/bin is where the official Go tarball lives; non-login shells often miss it.
if ! command -v go >/dev/null 2>&1 && [ -x /usr/local/go/bin/go ]; then
  PATH="$PATH:/usr/local/go/bin"
fi

# ---------------------------------------------------------------------------------------
# Small helpers
# ---------------------------------------------------------------------------------------
log() { printf '%s\n' "servers.sh: $*" >&2; }
die() { log "ERROR: $*"; exit 1; }
need() { command -v "$1" >/dev/null 2>&1 || die "'$1' is required ($2)"; }
now() { date +%s; }

# Paths under the data dir. DATA_DIR must be absolute: it is how we recognise our processes.
init_data_dir() {
  mkdir -p "$DATA_DIR"
  DATA_DIR="$(cd "$DATA_DIR" && pwd)"
  LOG_DIR="$DATA_DIR/logs"
  RUN_DIR="$DATA_DIR/run"
  CONF_DIR="$DATA_DIR/conf"
  mkdir -p "$LOG_DIR" "$RUN_DIR" "$CONF_DIR"
}

# Serialise start/stop/reset of concurrent callers (e.g. two test runners) on one lock.
# fd 8 is closed again in launch() so servers never inherit (and hold) the lock.
lock_data_dir() {
  if command -v flock >/dev/null 2>&1; then
    exec 8>"$RUN_DIR/.lock"
    flock -w 600 8 || die "timed out waiting for $RUN_DIR/.lock"
  fi
}

# Replaces @NAME@ with $NAME for every NAME given; writes only when the result changed.
render() {
  local template=$1 out=$2 content name
  shift 2
  content="$(<"$template")"
  for name in "$@"; do content="${content//"@$name@"/${!name}}"; done
  [ -f "$out" ] && [ "$(<"$out")" = "$content" ] && return 0
  printf '%s\n' "$content" >"$out"
}

port_of() {
  case $1 in
    mongo) echo "$MONGO_PORT" ;; kafka) echo "$KAFKA_PORT" ;; pg) echo "$PG_PORT" ;;
    redis) echo "$REDIS_PORT" ;; s3) echo "$S3_PORT" ;; mail) echo "$MAIL_PORT" ;;
    opensearch) echo "$OPENSEARCH_PORT" ;;
    *) die "unknown server '$1' (expected: kafka|mongo|pg|redis|s3|mail|opensearch)" ;;
  esac
}
ports_of() {
  case $1 in
    kafka) echo "$KAFKA_PORT $KAFKA_CONTROLLER_PORT" ;;
    opensearch) echo "$OPENSEARCH_PORT $OPENSEARCH_TRANSPORT_PORT" ;;
    mail) if [ "$MAIL_HTTP_PORT" != 0 ]; then echo "$MAIL_PORT $MAIL_HTTP_PORT"; else echo "$MAIL_PORT"; fi ;;
    *) port_of "$1" ;;
  esac
}

# The mail sink only stands in for a missing SMTP server: with SMTP_URL set it is not wanted.
# PostgreSQL only serves FerretDB's postgresql backend.
wanted_servers() {
  local name
  for name in "${ALL_SERVERS[@]}"; do
    [ "$name" = mail ] && [ -n "${SMTP_URL:-}" ] && continue
    [ "$name" = pg ] && [ "$MONGO_BACKEND" != postgresql ] && continue
    echo "$name"
  done
}

# The servers NAME needs running before it starts.
deps_of() {
  if [ "$1" = mongo ] && [ "$MONGO_BACKEND" = postgresql ]; then echo pg; fi
}

# True when something accepts TCP connections on 127.0.0.1:PORT.
port_open() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

# Who listens on a port (best effort, for error messages).
port_owner() {
  if command -v ss >/dev/null 2>&1; then
    ss -Htlnp "sport = :$1" 2>/dev/null | grep -o 'users:.*' | head -1
  fi
}

# ---------------------------------------------------------------------------------------
# Provisioning (machine cache, shared by all clones/worktrees)
# ---------------------------------------------------------------------------------------
# A cache entry is complete when DIR/.stamp holds the expected fingerprint; entries are
# built in a temp dir and moved in place, so an interrupted build is never mistaken for one.
stamp_ok() { [ -f "$1/.stamp" ] && [ "$(<"$1/.stamp")" = "$2" ]; }

# Editing pom.xml or KafkaAdmin.java in the repo invalidates the matching cache entry.
fingerprint() { sha256sum "$1" | cut -c1-16; }

is_provisioned() {
  command -v redis-server >/dev/null 2>&1 && command -v redis-cli >/dev/null 2>&1 &&
    { [ "$MONGO_BACKEND" != postgresql ] || pg_installed; } &&
    stamp_ok "$KAFKA_HOME_DIR" "$(fingerprint "$HERE/kafka/pom.xml")" &&
    stamp_ok "$KAFKA_ADMIN_DIR" "$(fingerprint "$HERE/kafka/KafkaAdmin.java")" &&
    stamp_ok "$FERRETDB_HOME_DIR" "$FERRETDB_VERSION" &&
    stamp_ok "$S3PROXY_HOME_DIR" "$S3PROXY_VERSION" &&
    stamp_ok "$OPENSEARCH_HOME_DIR" "$(opensearch_fingerprint)" &&
    { [ "$(id -u)" != 0 ] || id "$OPENSEARCH_USER" >/dev/null 2>&1; }
}

# Moves a finished temp build into place and stamps it.
install_entry() {
  local tmp=$1 dest=$2 stamp=$3
  chmod 755 "$tmp"   # mktemp -d creates it 0700
  printf '%s\n' "$stamp" >"$tmp/.stamp"
  rm -rf "$dest"
  mv "$tmp" "$dest"
}

# Installs Debian packages without starting their services. Usage: apt_install UNIT PACKAGE...
# UNIT is the systemd unit the package would enable (disabled again where systemd runs).
apt_install() {
  local unit=$1
  shift
  log "installing $* (apt)"
  local sudo=""
  if [ "$(id -u)" != 0 ]; then
    command -v sudo >/dev/null 2>&1 || die "$* missing and not root: apt-get install $*"
    sudo="sudo -n"
  fi
  # A package's postinst would start the distro service on its default port (6379, 5432)
  # and block our own process: a policy-rc.d that denies service starts prevents that
  # (Debian's documented way).
  local policy=/usr/sbin/policy-rc.d created_policy=""
  if [ ! -e "$policy" ]; then
    $sudo sh -c "printf '#!/bin/sh\nexit 101\n' >$policy && chmod +x $policy" && created_policy=1
  fi
  local apt_opts=(-o DPkg::Lock::Timeout=600)
  local rc=0
  {
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get "${apt_opts[@]}" update -qq &&
      $sudo env DEBIAN_FRONTEND=noninteractive apt-get "${apt_opts[@]}" install -y -qq \
        --no-install-recommends "$@"
  } || rc=$?
  [ -n "$created_policy" ] && $sudo rm -f "$policy"
  [ "$rc" = 0 ] || die "apt-get install $* failed"
  # On machines with systemd the unit would still start at boot and take the port.
  if [ -d /run/systemd/system ] && command -v systemctl >/dev/null 2>&1; then
    $sudo systemctl disable --now "$unit" >/dev/null 2>&1 || true
  fi
}

provision_redis() {
  if command -v redis-server >/dev/null 2>&1 && command -v redis-cli >/dev/null 2>&1; then return; fi
  apt_install redis-server redis-server
}

pg_installed() { [ -x "$PG_BIN_DIR/postgres" ] && [ -x "$PG_BIN_DIR/initdb" ] && command -v pg_isready >/dev/null 2>&1; }

# Debian's server package only: its own cluster (/var/lib/postgresql) is never started or used.
provision_postgres() {
  [ "$MONGO_BACKEND" = postgresql ] || return 0
  pg_installed && return
  apt_install postgresql "postgresql-$PG_MAJOR" "postgresql-client-$PG_MAJOR"
}

# Quiet, batch-mode Maven. jansi.noreset: Debian's Maven 3.8 prints bare ANSI resets even with -q.
maven() { MAVEN_OPTS="${MAVEN_OPTS:-} -Djansi.noreset=true" mvn -B -q -Dstyle.color=never "$@"; }

provision_kafka() {
  local fp tmp
  fp="$(fingerprint "$HERE/kafka/pom.xml")"
  stamp_ok "$KAFKA_HOME_DIR" "$fp" && return
  need mvn "to download Kafka from Maven Central"
  log "provisioning Kafka $KAFKA_VERSION into $KAFKA_HOME_DIR"
  tmp="$(mktemp -d "$CACHE_DIR/.kafka.XXXXXX")"
  cp "$HERE/kafka/pom.xml" "$tmp/pom.xml"
  (cd "$tmp" && maven -f pom.xml "$DEP_PLUGIN:copy-dependencies" \
    -DoutputDirectory=libs -DincludeScope=runtime) || die "maven download of Kafka failed"
  rm -rf "$tmp/target"
  install_entry "$tmp" "$KAFKA_HOME_DIR" "$fp"
}

provision_kafka_admin() {
  local fp tmp
  fp="$(fingerprint "$HERE/kafka/KafkaAdmin.java")"
  stamp_ok "$KAFKA_ADMIN_DIR" "$fp" && return
  need javac "a JDK 17+ to compile infra/local/kafka/KafkaAdmin.java"
  log "compiling KafkaAdmin helper into $KAFKA_ADMIN_DIR"
  tmp="$(mktemp -d "$CACHE_DIR/.kafka-admin.XXXXXX")"
  javac -nowarn -d "$tmp" -cp "$KAFKA_HOME_DIR/libs/*" "$HERE/kafka/KafkaAdmin.java" ||
    die "compiling KafkaAdmin.java failed"
  install_entry "$tmp" "$KAFKA_ADMIN_DIR" "$fp"
}

provision_ferretdb() {
  stamp_ok "$FERRETDB_HOME_DIR" "$FERRETDB_VERSION" && return
  need go "Go toolchain to build FerretDB"
  log "building FerretDB $FERRETDB_VERSION into $FERRETDB_HOME_DIR (about a minute)"
  local tmp src
  tmp="$(mktemp -d "$CACHE_DIR/.ferretdb.XXXXXX")"
  # Run outside any module; -json gives the module's directory in the Go module cache.
  src="$(cd "$tmp" && GOTOOLCHAIN=local GOFLAGS=-mod=mod go mod download -json \
    "github.com/FerretDB/FerretDB@$FERRETDB_VERSION" | sed -n 's/^[[:space:]]*"Dir": "\(.*\)",*$/\1/p')"
  [ -n "$src" ] && [ -d "$src" ] || die "go mod download of FerretDB failed"
  cp -R "$src" "$tmp/src"
  chmod -R u+w "$tmp/src"   # the module cache is read-only
  # build/version/version.txt is generated by FerretDB's release tooling; without it the
  # binary panics at start ("version.txt required").
  printf '%s\n' "$FERRETDB_VERSION" >"$tmp/src/build/version/version.txt"
  mkdir -p "$tmp/bin"
  (cd "$tmp/src" && GOTOOLCHAIN=local CGO_ENABLED=0 go build -trimpath -o "$tmp/bin/ferretdb" ./cmd/ferretdb) ||
    die "go build of FerretDB failed"
  rm -rf "$tmp/src"
  install_entry "$tmp" "$FERRETDB_HOME_DIR" "$FERRETDB_VERSION"
}

provision_s3proxy() {
  stamp_ok "$S3PROXY_HOME_DIR" "$S3PROXY_VERSION" && return
  need mvn "to download S3Proxy from Maven Central"
  log "provisioning S3Proxy $S3PROXY_VERSION into $S3PROXY_HOME_DIR"
  local tmp
  tmp="$(mktemp -d "$CACHE_DIR/.s3proxy.XXXXXX")"
  (cd "$tmp" && maven "$DEP_PLUGIN:copy" \
    "-Dartifact=org.gaul:s3proxy:$S3PROXY_VERSION:jar:jar-with-dependencies" -DoutputDirectory=.) ||
    die "maven download of S3Proxy failed"
  mv "$tmp/s3proxy-$S3PROXY_VERSION-jar-with-dependencies.jar" "$tmp/s3proxy.jar"
  install_entry "$tmp" "$S3PROXY_HOME_DIR" "$S3PROXY_VERSION"
}

# The pom and the plugin descriptors make the OpenSearch entry: editing one rebuilds it.
opensearch_fingerprint() { cat "$HERE/opensearch/pom.xml" "$HERE"/opensearch/*.properties | sha256sum | cut -c1-16; }

# OpenSearch refuses to run as root: as root it runs as a system user of that name,
# created here once (as Debian's packages create theirs).
OPENSEARCH_USER=opensearch
provision_opensearch_user() {
  [ "$(id -u)" = 0 ] || return 0
  id "$OPENSEARCH_USER" >/dev/null 2>&1 && return
  log "creating the system user '$OPENSEARCH_USER' (OpenSearch does not run as root)"
  useradd --system --user-group --no-create-home --home-dir /nonexistent --shell /usr/sbin/nologin \
    "$OPENSEARCH_USER" || die "useradd $OPENSEARCH_USER failed"
}

# The no-JDK distribution from Maven Central, plus the analysis module and plugin the zip
# lacks, each with its plugin-descriptor.properties (see opensearch/pom.xml).
provision_opensearch() {
  provision_opensearch_user
  local fp tmp home
  fp="$(opensearch_fingerprint)"
  stamp_ok "$OPENSEARCH_HOME_DIR" "$fp" && return
  need mvn "to download OpenSearch from Maven Central"
  log "provisioning OpenSearch $OPENSEARCH_VERSION into $OPENSEARCH_HOME_DIR"
  tmp="$(mktemp -d "$CACHE_DIR/.opensearch.XXXXXX")"
  cp "$HERE/opensearch/pom.xml" "$tmp/pom.xml"
  (cd "$tmp" && maven -f pom.xml "$DEP_PLUGIN:copy-dependencies" -DoutputDirectory=dl \
    -DexcludeTransitive=true) || die "maven download of OpenSearch failed"
  if command -v unzip >/dev/null 2>&1; then
    unzip -q "$tmp/dl/opensearch-$OPENSEARCH_VERSION.zip" -d "$tmp" || die "unzip of OpenSearch failed"
  else
    need jar "unzip or a JDK's jar tool to unpack OpenSearch"
    (cd "$tmp" && jar xf "dl/opensearch-$OPENSEARCH_VERSION.zip") || die "unpacking OpenSearch failed"
    chmod +x "$tmp/opensearch-$OPENSEARCH_VERSION"/bin/*   # jar keeps no file modes
  fi
  home="$tmp/opensearch-$OPENSEARCH_VERSION"
  [ -f "$home/lib/opensearch-$OPENSEARCH_VERSION.jar" ] || die "the OpenSearch zip has no lib/opensearch-$OPENSEARCH_VERSION.jar"
  mkdir -p "$home/modules/analysis-common" "$home/plugins/analysis-smartcn"
  mv "$tmp"/dl/analysis-common-*.jar "$home/modules/analysis-common/"
  cp "$HERE/opensearch/analysis-common.properties" "$home/modules/analysis-common/plugin-descriptor.properties"
  mv "$tmp"/dl/analysis-smartcn-*.jar "$tmp"/dl/lucene-analysis-smartcn-*.jar "$home/plugins/analysis-smartcn/"
  cp "$HERE/opensearch/analysis-smartcn.properties" "$home/plugins/analysis-smartcn/plugin-descriptor.properties"
  # Not used: the node reads its config from the data dir (OPENSEARCH_PATH_CONF).
  rm -rf "$home/config" "$home/logs" "$home"/bin/*.bat "$home"/bin/*.exe
  chmod -R a+rX "$home"   # read by the OpenSearch user when run as root
  install_entry "$home" "$OPENSEARCH_HOME_DIR" "$fp"
  rm -rf "$tmp"
}

cmd_provision() {
  need java "Java 17+ runs Kafka, S3Proxy and OpenSearch"
  is_provisioned && return 0   # fast path: no locks, no network
  mkdir -p "$CACHE_DIR"
  # Parallel CI jobs on one machine share the cache: build each entry only once.
  if command -v flock >/dev/null 2>&1; then
    exec 9>"$CACHE_DIR/.provision.lock"
    flock -w 1800 9 || die "timed out waiting for $CACHE_DIR/.provision.lock"
  fi
  provision_redis
  provision_postgres
  provision_kafka
  provision_kafka_admin
  provision_ferretdb
  provision_s3proxy
  provision_opensearch
  if command -v flock >/dev/null 2>&1; then exec 9>&-; fi
  log "provisioned in $CACHE_DIR"
}

# ---------------------------------------------------------------------------------------
# Process management
# ---------------------------------------------------------------------------------------
pid_file() { echo "$RUN_DIR/$1.pid"; }
# Byte offset of each log where the output of a launch in this invocation begins.
declare -A LOG_OFFSET=()
log_file() { echo "$LOG_DIR/$1.log"; }

pid_cmdline() {
  if [ -r "/proc/$1/cmdline" ]; then tr '\0' ' ' <"/proc/$1/cmdline"; else ps -o args= -p "$1" 2>/dev/null; fi
}

# A process is ours when its working directory (launch() sets it) or its command line lies
# in our data dir; so a recycled pid, or another clone's server, is never taken for ours.
# (redis-server rewrites its command line to "redis-server 127.0.0.1:6379", hence the cwd.)
owned_by_us() {
  local cwd
  if cwd="$(readlink "/proc/$1/cwd" 2>/dev/null)"; then
    case "$cwd/" in "$DATA_DIR"/*) return 0 ;; esac
  fi
  case "$(pid_cmdline "$1")" in *"$DATA_DIR"*) return 0 ;; esac
  return 1
}

# Prints the pid and succeeds when NAME runs from our pid file.
running_pid() {
  local f pid
  f="$(pid_file "$1")"
  [ -f "$f" ] || return 1
  pid="$(<"$f")"
  [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null && owned_by_us "$pid" || return 1
  echo "$pid"
}

# Starts a command detached from the caller: own session/process group (setsid), stdin
# from /dev/null, stdout+stderr appended to the log, every other inherited fd closed (so
# `npm test` pipes and our lock are not held open), cwd = WORKDIR inside the data dir.
# The pid written is the group leader. Usage: launch NAME WORKDIR COMMAND...
launch() {
  local name=$1 workdir=$2 pidf logf
  shift 2
  pidf="$(pid_file "$name")"
  logf="$(log_file "$name")"
  rm -f "$pidf"
  LOG_OFFSET[$name]="$(stat -c %s "$logf" 2>/dev/null || echo 0)"
  printf '\n===== %s starting %s: %s\n' "$(date -u +%FT%TZ)" "$name" "$*" >>"$logf"
  # shellcheck disable=SC2016  # $$ etc. expand in the child shell
  setsid nohup bash -c '
    pidf=$1; cd "$2" || exit 1; shift 2
    for fd in /proc/$$/fd/*; do
      fd=${fd##*/}
      if [ "$fd" -gt 2 ] 2>/dev/null; then eval "exec $fd>&-"; fi
    done
    echo $$ >"$pidf"
    exec "$@"' servers-launch "$pidf" "$workdir" "$@" </dev/null >>"$logf" 2>&1 8>&- 9>&- &
  local i
  for i in $(seq 1 150); do [ -s "$pidf" ] && return 0; sleep 0.1; done
  die "$name did not start; log: $logf"
}

# Sends SIGTERM to the process groups of the given servers, waits until they are gone,
# SIGKILLs leftovers after SERVERS_STOP_TIMEOUT. Data is untouched.
stop_servers() {
  local name pid pids=() names=()
  local signal
  for name in "$@"; do
    if pid="$(running_pid "$name")"; then
      # PostgreSQL's SIGTERM waits for every client to leave; SIGINT is its fast shutdown.
      signal=TERM
      [ "$name" = pg ] && signal=INT
      kill "-$signal" -- "-$pid" 2>/dev/null || kill "-$signal" "$pid" 2>/dev/null || true
      pids+=("$pid"); names+=("$name")
    else
      rm -f "$(pid_file "$name")"
    fi
  done
  local deadline=$(($(now) + SERVERS_STOP_TIMEOUT)) i killed
  for i in "${!pids[@]}"; do
    pid=${pids[$i]} killed=""
    while kill -0 -- "-$pid" 2>/dev/null || kill -0 "$pid" 2>/dev/null; do
      if [ -z "$killed" ] && [ "$(now)" -ge "$deadline" ]; then
        log "${names[$i]} did not stop in ${SERVERS_STOP_TIMEOUT}s, killing it"
        kill -KILL -- "-$pid" 2>/dev/null || kill -KILL "$pid" 2>/dev/null || true
        killed=1
      fi
      sleep 0.2
    done
    rm -f "$(pid_file "${names[$i]}")"
    echo "stopped ${names[$i]}"
  done
}

# ---------------------------------------------------------------------------------------
# Server definitions: launch_X writes config and starts X, ready_X checks it answers
# ---------------------------------------------------------------------------------------
launch_redis() {
  mkdir -p "$DATA_DIR/redis"
  # Foreground process (we manage it); RDB snapshot so queued jobs survive a restart.
  launch redis "$DATA_DIR/redis" redis-server --bind 127.0.0.1 --port "$REDIS_PORT" --dir "$DATA_DIR/redis" \
    --daemonize no --supervised no --save "60 1" --appendonly no --logfile "" --loglevel notice
}
ready_redis() { [ "$(redis-cli -h 127.0.0.1 -p "$REDIS_PORT" ping 2>/dev/null)" = PONG ]; }

launch_mongo() {
  mkdir -p "$DATA_DIR/ferretdb-state"
  local backend
  case $MONGO_BACKEND in
    postgresql)
      backend=(--handler=postgresql "--postgresql-url=postgres://$PG_USER@127.0.0.1:$PG_PORT/$PG_DATABASE")
      if compgen -G "$DATA_DIR/ferretdb/*.sqlite" >/dev/null; then
        log "note: $DATA_DIR/ferretdb holds an earlier SQLite store, which the PostgreSQL backend does not read" \
          "(MONGO_BACKEND=sqlite keeps using it; 'servers.sh reset' deletes it)"
      fi
      ;;
    sqlite)
      # The SQLite URL must point to an existing directory and end with "/".
      mkdir -p "$DATA_DIR/ferretdb"
      backend=(--handler=sqlite "--sqlite-url=file:$DATA_DIR/ferretdb/")
      ;;
    *) die "MONGO_BACKEND must be postgresql or sqlite (is '$MONGO_BACKEND')" ;;
  esac
  launch mongo "$DATA_DIR/ferretdb-state" "$FERRETDB_HOME_DIR/bin/ferretdb" "${backend[@]}" \
    "--listen-addr=127.0.0.1:$MONGO_PORT" \
    "--state-dir=$DATA_DIR/ferretdb-state" --debug-addr=- --telemetry=disable --log-level=warn
}

# PostgreSQL refuses to run as root: as root, the cluster belongs to Debian's `postgres`
# user and its commands run as that user.
PG_USER=postgres
PG_DATABASE=ferretdb
PG_AS_OWNER=()
if [ "$(id -u)" = 0 ]; then PG_AS_OWNER=(setpriv "--reuid=$PG_USER" "--regid=$PG_USER" --init-groups --); fi
as_pg_owner() { "${PG_AS_OWNER[@]}" "$@"; }

launch_pg() {
  local dir="$DATA_DIR/postgres"
  if [ ! -f "$dir/PG_VERSION" ]; then
    mkdir -p "$dir"
    if [ "$(id -u)" = 0 ]; then
      id "$PG_USER" >/dev/null 2>&1 || die "pg: user '$PG_USER' is missing (it comes with Debian's postgresql package)"
      chown "$PG_USER:" "$dir"
      as_pg_owner test -w "$dir" ||
        die "pg: user '$PG_USER' cannot reach $dir: put TRADE_DATA_DIR where every user may enter"
    fi
    chmod 700 "$dir"
    # Local and loopback-only: trust, no password (the same as the other local servers).
    as_pg_owner "$PG_BIN_DIR/initdb" -D "$dir" -U "$PG_USER" --auth=trust --encoding=UTF8 --no-locale \
      >>"$(log_file pg)" 2>&1 || die "pg: initdb failed; log: $(log_file pg)"
  fi
  # TCP on loopback only, no Unix socket (its default folder belongs to the system's cluster).
  launch pg "$dir" "${PG_AS_OWNER[@]}" "$PG_BIN_DIR/postgres" -D "$dir" -p "$PG_PORT" \
    -c listen_addresses=127.0.0.1 -c unix_socket_directories= -c max_connections=200 \
    -c logging_collector=off -c log_min_messages=warning
}
# Ready when it accepts connections and FerretDB's database exists, with the GIN indexes
# that let PostgreSQL answer FerretDB's pushed-down equalities (pg/ferretdb-indexes.sql).
ready_pg() {
  pg_isready -q -h 127.0.0.1 -p "$PG_PORT" -U "$PG_USER" || return 1
  local psql=(psql -X -q -h 127.0.0.1 -p "$PG_PORT" -U "$PG_USER" -v ON_ERROR_STOP=1 -tA)
  [ "$("${psql[@]}" -d postgres -c "SELECT 1 FROM pg_database WHERE datname = '$PG_DATABASE'")" = 1 ] ||
    "${psql[@]}" -d postgres -c "CREATE DATABASE $PG_DATABASE" >/dev/null
  PGOPTIONS='-c client_min_messages=warning' "${psql[@]}" -d "$PG_DATABASE" \
    -f "$HERE/pg/ferretdb-indexes.sql" >/dev/null
}

# A real {ping: 1} over the wire protocol (OP_MSG), using only node's net module, so the
# check works before `npm install` as well.
MONGO_PING_JS='
const net = require("net");
const i32 = (n) => { const b = Buffer.alloc(4); b.writeInt32LE(n); return b; };
const body = Buffer.concat([Buffer.from([0x10]), Buffer.from("ping\0"), i32(1),
  Buffer.from([0x02]), Buffer.from("$db\0"), i32(6), Buffer.from("admin\0"), Buffer.from([0])]);
const doc = Buffer.concat([i32(body.length + 4), body]);
const payload = Buffer.concat([i32(0), Buffer.from([0]), doc]);
const msg = Buffer.concat([i32(16 + payload.length), i32(1), i32(0), i32(2013), payload]);
let buf = Buffer.alloc(0);
const s = net.connect(+process.argv[1], "127.0.0.1", () => s.write(msg));
s.setTimeout(3000, () => process.exit(1));
s.on("error", () => process.exit(1));
s.on("data", (d) => {
  buf = Buffer.concat([buf, d]);
  if (buf.length < 4 || buf.length < buf.readInt32LE(0)) return;
  const i = buf.indexOf(Buffer.from([0x01, 0x6f, 0x6b, 0x00]), 21); // double "ok"
  const ok = i > 0 && buf.readDoubleLE(i + 4) === 1;
  s.on("close", () => process.exit(ok ? 0 : 1)); // close cleanly: no warning in the server log
  s.end();
});'
ready_mongo() {
  port_open "$MONGO_PORT" || return 1
  if command -v node >/dev/null 2>&1; then node -e "$MONGO_PING_JS" "$MONGO_PORT"; fi
}

launch_s3() {
  mkdir -p "$DATA_DIR/s3"
  S3_DIR="$DATA_DIR/s3" render "$HERE/s3proxy.properties.template" "$CONF_DIR/s3proxy.properties" \
    S3_PORT S3_ACCESS_KEY S3_SECRET_KEY S3_DIR
  chmod 600 "$CONF_DIR/s3proxy.properties"
  # shellcheck disable=SC2086  # heap opts are a word list
  launch s3 "$CONF_DIR" java $S3_HEAP_OPTS -XX:+UseSerialGC -XX:TieredStopAtLevel=1 -Djava.awt.headless=true \
    -Dlogback.statusListenerClass=ch.qos.logback.core.status.NopStatusListener \
    -jar "$S3PROXY_HOME_DIR/s3proxy.jar" --properties "$CONF_DIR/s3proxy.properties"
}
# Any HTTP status (403 for an anonymous request) means S3Proxy answers.
ready_s3() {
  local code
  command -v curl >/dev/null 2>&1 || { port_open "$S3_PORT"; return; }
  code="$(curl -s -o /dev/null -m 2 -w '%{http_code}' "http://127.0.0.1:$S3_PORT/" 2>/dev/null || true)"
  [ -n "$code" ] && [ "$code" != 000 ]
}

# The mail sink runs on Node with the repo's npm dependencies (smtp-server, mailparser).
mail_deps_ok() {
  command -v node >/dev/null 2>&1 &&
    (cd "$REPO" && node -e 'require.resolve("smtp-server"); require.resolve("mailparser")') >/dev/null 2>&1
}

launch_mail() {
  mkdir -p "$DATA_DIR/mail"
  launch mail "$DATA_DIR/mail" env "MAIL_PORT=$MAIL_PORT" "MAIL_HTTP_PORT=$MAIL_HTTP_PORT" \
    "MAIL_DIR=$DATA_DIR/mail" node "$HERE/mail-sink.mjs"
}
# Ready when it greets like an SMTP server ("220 ...").
ready_mail() {
  local greeting
  # shellcheck disable=SC2016  # expanded by the inner bash
  greeting="$(timeout 3 bash -c 'exec 3<>"/dev/tcp/127.0.0.1/$1" && read -r -t 2 line <&3 &&
    printf "QUIT\r\n" >&3 && printf "%s" "$line"' ready-mail "$MAIL_PORT" 2>/dev/null)" || return 1
  [[ $greeting == 220* ]]
}

# Kafka accepts only authenticated clients (SASL). Each user of kafka/users.txt, "admin"
# (super user: tests, tools) and "broker" (the broker's own PLAIN user) gets a random
# password, kept in this file (0600) and handed out by `env`.
kafka_passwords_file() { echo "$DATA_DIR/conf/kafka-passwords"; }

kafka_users() { printf '%s\n' broker admin; sed 's/#.*//' "$HERE/kafka/users.txt" | awk 'NF { print $1 }' | sort -u; }

# Sets KAFKA_PASSWORD_<USER> (not exported) for every user, generating the missing ones.
load_kafka_passwords() {
  local file user var
  file="$(kafka_passwords_file)"
  mkdir -p "$(dirname "$file")"
  touch "$file" && chmod 600 "$file"
  for user in $(kafka_users); do
    var="KAFKA_PASSWORD_${user^^}"
    grep -q "^$var=" "$file" ||
      printf '%s=%s\n' "$var" "$(tr -dc 'A-Za-z0-9' </dev/urandom | head -c 32)" >>"$file"
  done
  # shellcheck disable=SC1090  # generated above
  . "$file"
}

kafka_java() {
  load_kafka_passwords
  # KafkaAdmin signs in as the broker's own user, whatever the caller's shell exported.
  KAFKA_SASL_MECHANISM=PLAIN KAFKA_USERNAME=broker KAFKA_PASSWORD="$KAFKA_PASSWORD_BROKER" \
    java -Xmx128m -XX:+UseSerialGC -XX:TieredStopAtLevel=1 \
    "-Dlog4j.configuration=file:$HERE/kafka/tools-log4j.properties" \
    -cp "$KAFKA_HOME_DIR/libs/*:$KAFKA_ADMIN_DIR" "$@"
}

launch_kafka() {
  local dir="$DATA_DIR/kafka" logf
  mkdir -p "$dir"
  logf="$(log_file kafka)"
  load_kafka_passwords
  KAFKA_LOG_DIR="$dir/logs" KAFKA_BROKER_PASSWORD="$KAFKA_PASSWORD_BROKER" \
    render "$HERE/kafka/server.properties.template" "$dir/server.properties" \
    KAFKA_PORT KAFKA_CONTROLLER_PORT KAFKA_LOG_DIR KAFKA_BROKER_PASSWORD
  chmod 600 "$dir/server.properties"   # holds the broker's password
  # KRaft storage must be formatted once with a cluster id; keep the id next to the data.
  if [ ! -f "$dir/logs/meta.properties" ]; then
    [ -s "$dir/cluster.id" ] || kafka_java kafka.tools.StorageTool random-uuid >"$dir/cluster.id"
    kafka_java kafka.tools.StorageTool format -t "$(<"$dir/cluster.id")" \
      -c "$dir/server.properties" --ignore-formatted >>"$logf" 2>&1 ||
      die "formatting Kafka storage failed; log: $logf"
  fi
  # shellcheck disable=SC2086  # JVM opts are word lists
  launch kafka "$dir" java $KAFKA_HEAP_OPTS $KAFKA_JVM_OPTS -Djava.awt.headless=true \
    "-Dlog4j.configuration=file:$HERE/kafka/log4j.properties" \
    -cp "$KAFKA_HOME_DIR/libs/*" kafka.Kafka "$dir/server.properties"
}
ready_kafka() {
  [ -n "${LOG_OFFSET[kafka]:-}" ] || return 0   # already running before this call
  log_since_launch kafka | grep -q 'Kafka Server started'
}

# After the log line: a real metadata round trip, the users and their ACLs, then create
# missing topics in one go.
kafka_ensure_topics() {
  local timeout=$1
  kafka_java KafkaAdmin --bootstrap "127.0.0.1:$KAFKA_PORT" --timeout "$timeout" \
    --users "$HERE/kafka/users.txt" --passwords "$(kafka_passwords_file)" --topics "$HERE/topics.txt" --partitions "$KAFKA_TOPIC_PARTITIONS" \
    --dlq-partitions "$KAFKA_DLQ_PARTITIONS"
}

# OpenSearch 2.x runs on Java 11 to 23 (it needs the security manager, gone in Java 24):
# OPENSEARCH_JAVA_HOME, else the java on PATH when it fits, else an installed JDK 21 or 17.
opensearch_java_home() {
  if [ -n "${OPENSEARCH_JAVA_HOME:-}" ]; then echo "$OPENSEARCH_JAVA_HOME"; return; fi
  local java major dir
  java="$(readlink -f "$(command -v java)")"
  major="$("$java" -XshowSettings:properties -version 2>&1 | sed -n 's/^ *java.specification.version = //p')"
  if [ -n "$major" ] && [ "${major%%.*}" -ge 11 ] && [ "${major%%.*}" -le 23 ]; then
    dirname "$(dirname "$java")"
    return
  fi
  for dir in /usr/lib/jvm/*-21-* /usr/lib/jvm/*-17-*; do
    [ -x "$dir/bin/java" ] && { echo "$dir"; return; }
  done
  die "opensearch: needs Java 11-23 (java on PATH is $major): set OPENSEARCH_JAVA_HOME"
}

# As root the node runs as OPENSEARCH_USER (setpriv), from a hard-linked copy of the cache
# entry inside the data dir: the cache may lie where that user cannot enter (/root/.cache).
OPENSEARCH_AS_USER=()
if [ "$(id -u)" = 0 ]; then
  OPENSEARCH_AS_USER=(setpriv "--reuid=$OPENSEARCH_USER" "--regid=$OPENSEARCH_USER" --init-groups --)
fi

opensearch_home() {
  [ "$(id -u)" = 0 ] || { echo "$OPENSEARCH_HOME_DIR"; return; }
  local copy="$DATA_DIR/opensearch/home" stamp
  stamp="$(<"$OPENSEARCH_HOME_DIR/.stamp")"
  if ! stamp_ok "$copy" "$stamp"; then
    rm -rf "$copy" "$copy.tmp"
    cp -al "$OPENSEARCH_HOME_DIR" "$copy.tmp" 2>/dev/null || cp -a "$OPENSEARCH_HOME_DIR" "$copy.tmp" ||
      die "opensearch: copying $OPENSEARCH_HOME_DIR to $copy failed"
    mv "$copy.tmp" "$copy"
  fi
  echo "$copy"
}

launch_opensearch() {
  local dir="$DATA_DIR/opensearch" home java_home
  local conf="$dir/config"
  mkdir -p "$dir/data" "$dir/logs" "$dir/tmp" "$conf"
  home="$(opensearch_home)"
  java_home="$(opensearch_java_home)"
  OPENSEARCH_DIR="$dir" render "$HERE/opensearch/opensearch.yml.template" "$conf/opensearch.yml" \
    OPENSEARCH_DIR OPENSEARCH_PORT OPENSEARCH_TRANSPORT_PORT
  OPENSEARCH_DIR="$dir" render "$HERE/opensearch/jvm.options.template" "$conf/jvm.options" \
    OPENSEARCH_DIR OPENSEARCH_HEAP
  cp "$HERE/opensearch/log4j2.properties" "$conf/log4j2.properties"
  if [ "$(id -u)" = 0 ]; then
    # The node writes its data, temp files and keystore (created in the config dir).
    chown -R "$OPENSEARCH_USER:" "$dir/data" "$dir/logs" "$dir/tmp" "$conf"
    "${OPENSEARCH_AS_USER[@]}" test -w "$dir/data" ||
      die "opensearch: user '$OPENSEARCH_USER' cannot reach $dir: put TRADE_DATA_DIR where every user may enter"
  fi
  launch opensearch "$dir" env "OPENSEARCH_JAVA_HOME=$java_home" "OPENSEARCH_PATH_CONF=$conf" \
    "OPENSEARCH_TMPDIR=$dir/tmp" "${OPENSEARCH_AS_USER[@]}" "$home/bin/opensearch"
}

# The Chinese analyzer the platform's indexes use; readiness proves the plugin is loaded.
OPENSEARCH_ANALYZER=smartcn

# Ready when the cluster is at least yellow and the Chinese analyzer cuts a phrase into words.
# With curl, or else Node's fetch.
opensearch_request() {
  local path=$1 body=${2:-}
  if command -v curl >/dev/null 2>&1; then
    if [ -n "$body" ]; then
      curl -sf -m 3 -H 'content-type: application/json' "http://127.0.0.1:$OPENSEARCH_PORT$path" -d "$body"
    else
      curl -sf -m 3 "http://127.0.0.1:$OPENSEARCH_PORT$path"
    fi
  else
    # shellcheck disable=SC2016  # JavaScript
    node -e 'const [url, body] = process.argv.slice(1);
      fetch(url, { method: body ? "POST" : "GET", body: body || undefined,
        headers: { "content-type": "application/json" }, signal: AbortSignal.timeout(3000) })
        .then(async (r) => { if (!r.ok) process.exit(1); process.stdout.write(await r.text()); },
          () => process.exit(1));' "http://127.0.0.1:$OPENSEARCH_PORT$path" "$body"
  fi
}
ready_opensearch() {
  local health tokens
  health="$(opensearch_request '/_cluster/health?wait_for_status=yellow&timeout=2s' 2>/dev/null)" || return 1
  [[ $health == *'"status":"green"'* || $health == *'"status":"yellow"'* ]] || return 1
  tokens="$(opensearch_request /_analyze "{\"analyzer\":\"$OPENSEARCH_ANALYZER\",\"text\":\"不锈钢保温杯\"}" 2>/dev/null)" ||
    return 1
  [[ $tokens == *'"token":"保温杯"'* ]]
}

# ---------------------------------------------------------------------------------------
# Start / await
# ---------------------------------------------------------------------------------------
# Launches NAME unless it already runs; fails when one of its ports belongs to someone else.
start_server() {
  local name=$1 pid port
  if pid="$(running_pid "$name")" && [ "$name" = mongo ] &&
    [[ " $(pid_cmdline "$pid") " != *" --handler=$MONGO_BACKEND "* ]]; then
    log "mongo runs with another backend than MONGO_BACKEND=$MONGO_BACKEND: restarting it"
    stop_servers mongo >/dev/null
  fi
  if pid="$(running_pid "$name")"; then
    echo "$name already running (pid $pid)"
    return
  fi
  rm -f "$(pid_file "$name")"
  local var=${name^^}_PORT
  for port in $(ports_of "$name"); do
    [ "$name:$port" = "kafka:$KAFKA_CONTROLLER_PORT" ] && var=KAFKA_CONTROLLER_PORT
    [ "$name:$port" = "mail:$MAIL_HTTP_PORT" ] && var=MAIL_HTTP_PORT
    [ "$name:$port" = "opensearch:$OPENSEARCH_TRANSPORT_PORT" ] && var=OPENSEARCH_TRANSPORT_PORT
    if port_open "$port"; then
      die "$name: port $port is already in use by another process $(port_owner "$port")" \
        "- stop it or choose another port ($var)"
    fi
  done
  "launch_$name"
}

# The part of NAME's log written since launch() in this invocation (whole log otherwise).
log_since_launch() {
  tail -c "+$((${LOG_OFFSET[$1]:-0} + 1))" "$(log_file "$1")" 2>/dev/null || true
}

fail_server() {
  local name=$1 why=$2
  log "$name $why; log: $(log_file "$name")"
  log_since_launch "$name" | tail -n 25 | sed 's/^/    /' >&2
  exit 1
}

# Polls ready_NAME until it succeeds, the process dies, or the shared deadline passes.
await_server() {
  local name=$1 deadline=$2
  while ! "ready_$name"; do
    running_pid "$name" >/dev/null || fail_server "$name" "exited during start-up"
    [ "$(now)" -lt "$deadline" ] || fail_server "$name" "not ready after ${SERVERS_TIMEOUT}s"
    sleep 0.3
  done
  if [ "$name" = kafka ]; then
    local left=$((deadline - $(now)))
    [ "$left" -ge 5 ] || left=5
    kafka_ensure_topics "$left" || fail_server kafka "metadata check / topic creation failed"
  fi
  echo "$name ready on 127.0.0.1:$(port_of "$name")"
}

start_servers() {
  local t0 deadline name
  t0="$(now)"
  cmd_provision
  lock_data_dir
  for name in "$@"; do
    if [ "$name" = mail ] && ! running_pid mail >/dev/null && ! mail_deps_ok; then
      die "mail: the sink needs Node and the npm dependencies (smtp-server, mailparser): run npm install in $REPO"
    fi
  done
  # Launch everything first (they boot in parallel), then wait for each. A server that
  # needs another (FerretDB needs PostgreSQL) is launched once that one is ready; the
  # order of ALL_SERVERS puts it after its dependencies.
  for name in "$@"; do [ -n "$(deps_of "$name")" ] || start_server "$name"; done
  deadline=$(($(now) + SERVERS_TIMEOUT))
  for name in "$@"; do
    [ -z "$(deps_of "$name")" ] || start_server "$name"
    await_server "$name" "$deadline"
  done
  echo "servers ready in $(($(now) - t0))s (data: $DATA_DIR)"
}

# ---------------------------------------------------------------------------------------
# Commands
# ---------------------------------------------------------------------------------------
rss_of() {
  local kb
  kb="$(awk '/^VmRSS:/ {print $2}' "/proc/$1/status" 2>/dev/null || true)"
  [ -n "$kb" ] && echo "$((kb / 1024))MB" || echo "-"
}

cmd_status() {
  local name pid state all=0 wanted
  wanted=" $(wanted_servers | tr '\n' ' ')"
  for name in "${ALL_SERVERS[@]}"; do
    if pid="$(running_pid "$name")"; then
      state=running
      port_open "$(port_of "$name")" || { state=starting; all=3; }
    else
      state=stopped pid=-
      # Not wanted (the mail sink while SMTP_URL is set): stopped is fine.
      case "$wanted" in *" $name "*) all=3 ;; esac
    fi
    printf '%-10s %-8s port=%-6s pid=%-8s rss=%-7s log=%s\n' "$name" "$state" "$(port_of "$name")" \
      "$pid" "$([ "$pid" = - ] && echo - || rss_of "$pid")" "$(log_file "$name")"
  done
  return "$all"
}

cmd_env() {
  cat <<EOF
export MONGO_URL=mongodb://127.0.0.1:$MONGO_PORT
export KAFKA_BROKERS=127.0.0.1:$KAFKA_PORT
export REDIS_URL=redis://127.0.0.1:$REDIS_PORT
export S3_ENDPOINT=http://127.0.0.1:$S3_PORT
export S3_ACCESS_KEY=$S3_ACCESS_KEY
export S3_SECRET_KEY=$S3_SECRET_KEY
export OPENSEARCH_URL=http://127.0.0.1:$OPENSEARCH_PORT
EOF
  kafka_env
}

# Clients sign in as "admin" (tests, tools); `npm start` gives each service its own user.
kafka_env() {
  local user var
  init_data_dir
  load_kafka_passwords
  printf 'export KAFKA_SASL_MECHANISM=scram-sha-512\nexport KAFKA_USERNAME=admin\n'
  printf 'export KAFKA_PASSWORD=%s\n' "$KAFKA_PASSWORD_ADMIN"
  for user in $(kafka_users); do
    var="KAFKA_PASSWORD_${user^^}"
    [ "$user" = broker ] || printf 'export %s=%s\n' "$var" "${!var}"
  done
}

cmd_reset() {
  lock_data_dir
  stop_servers "${ALL_SERVERS[@]}"
  # Only our own sub-folders: other tools may keep things in .data too.
  rm -rf "$DATA_DIR/redis" "$DATA_DIR/ferretdb" "$DATA_DIR/ferretdb-state" "$DATA_DIR/postgres" "$DATA_DIR/kafka" \
    "$DATA_DIR/s3" "$DATA_DIR/mail" "$DATA_DIR/opensearch" "$CONF_DIR" "$LOG_DIR"
  echo "server data deleted under $DATA_DIR"
}

one_server() {
  [ $# -eq 1 ] || die "expected one server name: kafka|mongo|pg|redis|s3|mail|opensearch"
  port_of "$1" >/dev/null
}

usage() { sed -n '2,21p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; }

main() {
  local cmd=${1:-}
  [ $# -gt 0 ] && shift
  case $cmd in
    provision) cmd_provision ;;
    env) cmd_env ;;
    start) init_data_dir; mapfile -t wanted < <(wanted_servers); start_servers "${wanted[@]}" ;;
    start-one) one_server "$@"; init_data_dir; start_servers $(deps_of "$1") "$1" ;;
    stop) init_data_dir; lock_data_dir; stop_servers "${ALL_SERVERS[@]}" ;;
    stop-one) one_server "$@"; init_data_dir; lock_data_dir; stop_servers "$1" ;;
    status) init_data_dir; cmd_status ;;
    reset) init_data_dir; cmd_reset ;;
    topics) init_data_dir; kafka_java KafkaAdmin --bootstrap "127.0.0.1:$KAFKA_PORT" --timeout 10 --list ;;
    -h | --help | help) usage ;;
    *) usage >&2; exit 2 ;;
  esac
}

main "$@"
