#!/usr/bin/env bash
# Creates the platform's Kafka users (SCRAM-SHA-512) and their ACLs from users.txt, with
# the official Kafka image's tools (kafka-configs.sh, kafka-acls.sh). Idempotent: run it
# after every change of users.txt or of a password. Used by the kafka-init service of
# docker-compose.yml and the kafka-users Job of k8s/ (infra/local/servers.sh does the same
# through the Admin API, infra/local/kafka/KafkaAdmin.java).
#
# Usage: kafka-users.sh [users.txt]
# Env:   KAFKA_BOOTSTRAP         host:port of a broker
#        KAFKA_ADMIN_USERNAME / KAFKA_ADMIN_PASSWORD   a super user (super.users) of the broker
#        KAFKA_ADMIN_MECHANISM   PLAIN (default) or SCRAM-SHA-512, how that user signs in
#        KAFKA_SECURITY_PROTOCOL SASL_PLAINTEXT (default) or SASL_SSL
#        KAFKA_PASSWORD_<USER>   the password of each user of users.txt (letters and digits:
#                                openssl rand -hex 24)
#        KAFKA_BIN               where the tools are (default /opt/kafka/bin)
# Rights dropped from users.txt are not revoked here: remove them with kafka-acls.sh --remove.
set -euo pipefail

users_file=${1:-/kafka/users.txt}
bin=${KAFKA_BIN:-/opt/kafka/bin}
bootstrap=${KAFKA_BOOTSTRAP:?KAFKA_BOOTSTRAP is not set}
mechanism=${KAFKA_ADMIN_MECHANISM:-PLAIN}
case $mechanism in
  PLAIN) module=org.apache.kafka.common.security.plain.PlainLoginModule ;;
  SCRAM-SHA-*) module=org.apache.kafka.common.security.scram.ScramLoginModule ;;
  *) echo "kafka-users: unknown KAFKA_ADMIN_MECHANISM $mechanism" >&2; exit 2 ;;
esac

conf="$(mktemp)"
trap 'rm -f "$conf"' EXIT
chmod 600 "$conf"
cat >"$conf" <<CONF
security.protocol=${KAFKA_SECURITY_PROTOCOL:-SASL_PLAINTEXT}
sasl.mechanism=$mechanism
sasl.jaas.config=$module required username="${KAFKA_ADMIN_USERNAME:?}" password="${KAFKA_ADMIN_PASSWORD:?}";
CONF

rights() { sed 's/#.*//' "$users_file" | awk -v user="$1" -v right="$2" '$1 == user && $2 == right { print $3 }'; }
acl() { "$bin/kafka-acls.sh" --bootstrap-server "$bootstrap" --command-config "$conf" --add --force "$@" >/dev/null; }

provision() {
  local user=$1 var password principal topic writes=() reads=() dlqs=()
  var="KAFKA_PASSWORD_${user^^}"
  password=${!var:-}
  [[ $password =~ ^[A-Za-z0-9._~-]{16,}$ ]] ||
    { echo "kafka-users: $var must be 16+ letters, digits or ._~-" >&2; return 1; }
  "$bin/kafka-configs.sh" --bootstrap-server "$bootstrap" --command-config "$conf" --alter \
    --entity-type users --entity-name "$user" \
    --add-config "SCRAM-SHA-512=[iterations=8192,password=$password]" >/dev/null
  principal="User:$user"
  acl --allow-principal "$principal" --operation Describe --topic trade. --resource-pattern-type prefixed
  for topic in $(rights "$user" write); do writes+=(--topic "$topic"); done
  for topic in $(rights "$user" read); do reads+=(--topic "$topic"); dlqs+=(--topic "$topic.dlq"); done
  if [ ${#writes[@]} -gt 0 ]; then acl --allow-principal "$principal" --operation Write "${writes[@]}"; fi
  if [ ${#reads[@]} -gt 0 ]; then
    acl --allow-principal "$principal" --operation Read "${reads[@]}"
    acl --allow-principal "$principal" --operation Write "${dlqs[@]}"
    acl --allow-principal "$principal" --operation Read --group '*'
  fi
  echo "kafka user $user: writes $((${#writes[@]} / 2)) topic(s), reads $((${#reads[@]} / 2))"
}

# One JVM per tool call: the users are done side by side.
pids=()
for user in $(sed 's/#.*//' "$users_file" | awk 'NF { print $1 }' | sort -u); do
  provision "$user" &
  pids+=("$!")
done
status=0
for pid in "${pids[@]}"; do wait "$pid" || status=1; done
exit "$status"
