#!/usr/bin/env bash
# Stops the cluster that start-rgw.sh DIR started, then removes DIR.
# Usage: stop-rgw.sh DIR [--keep]     (--keep leaves DIR and its logs in place)
# Only the daemons named by DIR's pid files are signalled, and only while that pid still runs with
# DIR's ceph.conf (a pid reused by another process is left alone): never by name, so other
# clusters on the machine (another test run's) are untouched.
set -uo pipefail
DIR=$(realpath -m "${1:?usage: $0 DIR [--keep]}")
keep=false
[ "${2:-}" = "--keep" ] && keep=true

# True while pid $1 runs. A zombie counts as gone: the daemons were started detached, so they are
# the children of PID 1, and some inits (in containers and VMs) reap only every few seconds.
running() {
  local state
  state=$(awk '{ print $3 }' "/proc/$1/stat" 2>/dev/null) || return 1
  [ -n "$state" ] && [ "$state" != Z ]
}

stopped=()
# stop NAME: SIGTERM the daemon whose pid file is DIR/NAME.pid and wait until it has gone (at most
# 10 s, then SIGKILL).
stop() {
  local file=$DIR/$1.pid pid
  [ -s "$file" ] || return 0
  pid=$(cat "$file")
  tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null | grep -qF -- "-c $DIR/ceph.conf" || return 0
  kill -TERM "$pid" 2>/dev/null || return 0
  for _ in $(seq 1 200); do running "$pid" || break; sleep 0.05; done
  if running "$pid"; then
    echo "stop-rgw.sh: $1 (pid $pid) ignored SIGTERM for 10 s: SIGKILL" >&2
    kill -KILL "$pid" 2>/dev/null
  fi
  stopped+=("$1=$pid")
}
# One at a time, in reverse start order: radosgw can stall on SIGTERM when its OSD goes away at
# the same moment, and an OSD whose monitor has gone waits for it.
stop client.rgw
stop osd.0
stop mon.a
$keep || rm -rf "$DIR"
echo "stopped: ${stopped[*]:-nothing}"
