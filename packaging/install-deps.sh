#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# Installs whichever of the named Debian packages are missing (one apt-get update, only when needed).
# Usage: packaging/install-deps.sh [@build] PACKAGE...
#   @build stands for every package in packaging/build-deps.txt, the project's one build list.
# Shared by dev.sh and the CI steps under packaging/, so each step brings what it needs on a fresh machine.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
wanted=""
for p in "$@"; do
    if [ "$p" = "@build" ]; then
        wanted="$wanted $(sed -e 's/#.*//' "$here/build-deps.txt" | tr '\n' ' ')"
    else
        wanted="$wanted $p"
    fi
done
missing=""
for p in $wanted; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
[ -z "$missing" ] && exit 0
echo "Installing from Debian:$missing"
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
$sudo apt-get update
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y --no-install-recommends $missing
