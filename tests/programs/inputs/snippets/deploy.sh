#!/usr/bin/env bash
set -euo pipefail

readonly TARGET="${1:-/opt/app}"
declare -a files=(one two "three four")

deploy() {
    local src=$1
    for f in "${files[@]}"; do
        if [[ -f "$src/$f" ]]; then
            cp -- "$src/$f" "$TARGET/" && echo "copied $f"
        else
            echo "missing: $f" >&2
        fi
    done
}

deploy "$(pwd)" | tee /tmp/deploy.log
exit $?
