#!/bin/sh
# Screenshots of the room's pages in a real browser (headless Chromium, Debian's package
# `chromium`): the TV page at 1920x1080 with 35 and with 200 players, and a player's page at
# 390x844 (a phone), in English and German. Run from the project's root after `cargo build`;
# the pictures go to target/room-shots/. Loopback only.
#
#   sh bench/room/screenshots.sh [path/to/turnier]
set -eu
BIN=${1:-target/debug/turnier}
OUT=target/room-shots
WORK=$(mktemp -d)
mkdir -p "$OUT"
trap 'kill $(cat "$WORK"/pids 2>/dev/null) 2>/dev/null || true; rm -rf "$WORK"' EXIT

event() { # name players port
    "$BIN" new "$WORK/$1.ron" --system swiss --rounds 5 --name "Friday Modern" >/dev/null
    python3 bench/room/names.py "$2" > "$WORK/$1.csv"
    "$BIN" import "$WORK/$1.ron" --players "$WORK/$1.csv" >/dev/null
    "$BIN" pair "$WORK/$1.ron" >/dev/null
    "$BIN" publish "$WORK/$1.ron" >/dev/null
    "$BIN" clock "$WORK/$1.ron" --length 50 --start >/dev/null
    "$BIN" result "$WORK/$1.ron" 1 2-1 >/dev/null
    "$BIN" result "$WORK/$1.ron" 2 1-1-1 >/dev/null
    "$BIN" serve "$WORK/$1.ron" --listen "127.0.0.1:$3" --reports >/dev/null 2>&1 &
    echo $! >> "$WORK/pids"
}

shot() { # file size url [lang]
    chromium --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
        --disable-background-networking --disable-component-update --disable-sync \
        --user-data-dir="$WORK/profile-$1" --hide-scrollbars --lang="${4:-en}" \
        --window-size="$2" --virtual-time-budget=3000 --screenshot="$OUT/$1.png" "$3" \
        >/dev/null 2>&1
    echo "$OUT/$1.png"
}

event small 35 18731
event big 200 18732
sleep 1
shot tv-35 1920,1080 http://127.0.0.1:18731/
shot tv-200 1920,1080 http://127.0.0.1:18732/
shot player-en 390,844 "http://127.0.0.1:18731/players/8?lang=en"
shot player-de 390,844 "http://127.0.0.1:18731/players/8?lang=de"
shot search 390,844 "http://127.0.0.1:18731/players?q=m"
shot report 390,844 "http://127.0.0.1:18731/report?table=3&code=ABCD"
