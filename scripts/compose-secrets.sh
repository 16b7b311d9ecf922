#!/bin/sh
# Writes the secrets compose.yaml mounts into ./secrets/, random, once (an existing file is kept,
# so the database password keeps matching the database already created with it). Compose mounts
# these files as they are (it cannot change their owner), so they are readable by the containers'
# users; the folder itself is the host user's alone.
set -eu
cd "$(dirname "$0")/.."
mkdir -p secrets
chmod 700 secrets
random() { od -An -N32 -tx1 /dev/urandom | tr -d ' \n'; }
write() {
  [ -s "secrets/$1" ] && return 0
  printf '%s' "$2" > "secrets/$1"
  chmod 644 "secrets/$1"
  echo "secrets/$1"
}
write postgres_password "$(random)"
write database_url "postgres://portico:$(cat secrets/postgres_password)@db:5432/portico"
write lookup_secret "$(random)"
write jwt_secret "$(random)"
write demo_roadside_api_key "$(random)"
