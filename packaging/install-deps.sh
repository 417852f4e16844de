#!/bin/sh
# Installs whichever of the named Debian packages are missing (one apt-get update, only when needed).
# Usage: packaging/install-deps.sh PACKAGE...
# Shared by dev.sh and the CI steps under packaging/, so each step brings what it needs on a fresh machine.
set -eu
missing=""
for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
[ -z "$missing" ] && exit 0
echo "Installing from Debian:$missing"
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
$sudo apt-get update
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y --no-install-recommends $missing
