#!/usr/bin/env bash
# Starts a throwaway one-node Ceph cluster in a fresh directory DIR and waits until the RADOS
# Gateway answers signed S3 requests: a monitor, one OSD on memstore (the data lives in the OSD's
# RAM) and radosgw (the S3 API), all on 127.0.0.1, with no systemd, no mgr, no kernel modules.
# The tests' real S3 server (test/s3/rgw.ts starts it); stop-rgw.sh DIR stops it.
#
# Needs Debian's Ceph packages (bookworm: 16.2 "Pacific"): ceph-mon ceph-osd radosgw ceph-common,
# and curl (7.75 or later, for --aws-sigv4). .ci/setup installs them from .ci/apt-packages.
#
# Usage: start-rgw.sh DIR
# Environment (all optional):
#   RGW_PORT        the gateway's port (7480); keep it outside 6800-7300, where the OSD binds
#   MON_PORT        the monitor's port (3300; msgr2 only)
#   S3_ACCESS_KEY   the S3 user's access key id (testaccesskey)
#   S3_SECRET_KEY   its secret (testsecretkey)
#   MEMSTORE_BYTES  the OSD's capacity in RAM (4 GiB): size it for what a test run writes, because
#                   a full memstore makes PUTs hang rather than fail
set -euo pipefail
DIR=$(realpath -m "${1:?usage: $0 DIR}")
RGW_PORT=${RGW_PORT:-7480}
MON_PORT=${MON_PORT:-3300}
AK=${S3_ACCESS_KEY:-testaccesskey}
SK=${S3_SECRET_KEY:-testsecretkey}
MEMSTORE_BYTES=${MEMSTORE_BYTES:-4294967296}
export PATH="$PATH:/usr/local/sbin:/usr/sbin:/sbin"

[ -e "$DIR" ] && { echo "start-rgw.sh: $DIR exists; give a fresh directory" >&2; exit 1; }
if [ "$RGW_PORT" -ge 6800 ] && [ "$RGW_PORT" -le 7300 ]; then
  echo "start-rgw.sh: RGW_PORT $RGW_PORT is in 6800-7300, where the OSD binds its ports" >&2
  exit 1
fi
for cmd in ceph-mon ceph-osd radosgw radosgw-admin monmaptool ceph curl; do
  command -v "$cmd" >/dev/null || {
    echo "start-rgw.sh: $cmd not found: install ceph-mon ceph-osd radosgw ceph-common curl (.ci/setup does)" >&2
    exit 1
  }
done
for p in "$MON_PORT" "$RGW_PORT"; do
  # Something answering a connection there means the port is taken (bash's /dev/tcp, no ss needed).
  if (exec 3<>"/dev/tcp/127.0.0.1/$p") 2>/dev/null; then
    echo "start-rgw.sh: port $p is already in use" >&2
    exit 1
  fi
done

mkdir -p "$DIR"/{mon.a,osd.0,rgw,log,run,crash}
CONF=$DIR/ceph.conf
FSID=$(cat /proc/sys/kernel/random/uuid)
trap 'echo "start-rgw.sh failed (line $LINENO); logs in $DIR/log; stop with stop-rgw.sh $DIR" >&2' ERR
t0=$EPOCHREALTIME
step() { awk -v a="$t0" -v b="$EPOCHREALTIME" -v m="$*" 'BEGIN { printf "[%5.2fs] %s\n", b - a, m }'; }

# Everything in DIR: run, crash and log dirs, pid files and admin sockets, so two clusters never
# share a file and stop-rgw.sh finds exactly the daemons this one started.
# - ms bind msgr1 = false: only msgr2 on MON_PORT; no second (6789-style) port to collide on.
# - auth none everywhere: a throwaway cluster on loopback needs no cephx keyrings; the S3 user's
#   keys are what the tests exercise. With auth none, clients must say `ms mon client mode = crc`,
#   or radosgw keeps retrying the monitor for 300 s and exits.
# - pool size 1, 8 PGs, no autoscaler, crush leaf type 0 (osd): one OSD holds every replica.
# - mon data avail warn/crit 2/1 %: a nearly full disk on a runner must not stop the monitor.
# - paxos propose interval = 0.01: the monitor commits map changes at once, not every second;
#   with the warm-up below it takes a first start from ~13 s down to under 2 s.
# - osd objectstore = memstore: no disk, no block device; RAM capped by MEMSTORE_BYTES.
# - beast tcp_nodelay=1: without it every small request waits ~40 ms (Nagle + delayed ACK).
# - rgw enable lc threads = false: inside the default lifecycle window (00:00-06:00 UTC) the
#   lifecycle worker stalls SIGTERM; bucket lifecycle rules therefore never run on this server.
# - rgw gc 30 s: deleted objects' RAM comes back after ~30 s rather than 2 h.
cat > "$CONF" <<CONF_END
[global]
fsid = $FSID
mon host = v2:127.0.0.1:$MON_PORT
public addr = 127.0.0.1
cluster addr = 127.0.0.1
ms bind msgr1 = false
ms bind ipv6 = false
ms mon client mode = crc
auth cluster required = none
auth service required = none
auth client required = none
auth supported = none
run dir = $DIR/run
crash dir = $DIR/crash
log file = $DIR/log/\$name.log
pid file = $DIR/\$name.pid
admin socket = $DIR/run/\$name.asok
log to stderr = false
err to stderr = true
osd pool default size = 1
osd pool default min size = 1
osd pool default pg num = 8
osd pool default pgp num = 8
osd pool default pg autoscale mode = off
osd crush chooseleaf type = 0
mon allow pool size one = true
mon allow pool delete = true
mon warn on pool no redundancy = false
mon warn on insecure global id reclaim allowed = false
mon data avail warn = 2
mon data avail crit = 1
[mon]
mon data = $DIR/\$name
mon initial members = a
paxos propose interval = 0.01
[osd]
osd data = $DIR/\$name
osd objectstore = memstore
memstore device bytes = $MEMSTORE_BYTES
osd op num shards = 2
osd op num threads per shard = 2
[client.rgw]
rgw data = $DIR/rgw
rgw frontends = beast endpoint=127.0.0.1:$RGW_PORT tcp_nodelay=1
rgw thread pool size = 32
rgw enable lc threads = false
rgw gc obj min wait = 30
rgw gc processor period = 30
CONF_END

# Every admin call has a deadline: without a mgr some `ceph` commands (ceph df) wait forever.
ceph() { timeout 30 ceph -c "$CONF" --connect-timeout 20 "$@"; }

# --- the monitor
monmaptool --create --fsid "$FSID" --addv a "[v2:127.0.0.1:$MON_PORT]" "$DIR/monmap" >/dev/null
ceph-mon -c "$CONF" -i a --mkfs --monmap "$DIR/monmap"
ceph-mon -c "$CONF" -i a
ceph mon stat >/dev/null
step "monitor up on 127.0.0.1:$MON_PORT"

# --- one OSD (its four ports are chosen by Ceph in 6800-7300)
OSD_UUID=$(cat /proc/sys/kernel/random/uuid)
OSD_ID=$(ceph osd new "$OSD_UUID") # 0: the conf's [osd] paths use $name = osd.0
ceph-osd -c "$CONF" -i "$OSD_ID" --mkfs --osd-uuid "$OSD_UUID" 2>>"$DIR/log/osd-mkfs.log"
# Its stderr carries harmless start-up notices: keep them in the log, not on the terminal.
ceph-osd -c "$CONF" -i "$OSD_ID" 2>>"$DIR/log/osd-start.err"
for _ in $(seq 1 240); do ceph osd stat 2>/dev/null | grep -q '1 up' && break; sleep 0.25; done
ceph osd stat | grep -q '1 up' || { echo "start-rgw.sh: the OSD did not come up" >&2; exit 1; }
step "OSD up"

# --- radosgw (it creates its pools and the default realm and zone on its first start)
radosgw -c "$CONF" -n client.rgw
for _ in $(seq 1 600); do # up to 60 s on a loaded machine
  curl -sf -o /dev/null "http://127.0.0.1:$RGW_PORT/" && break
  kill -0 "$(cat "$DIR/client.rgw.pid" 2>/dev/null)" 2>/dev/null || {
    echo "start-rgw.sh: radosgw exited; see $DIR/log/client.rgw.log" >&2
    exit 1
  }
  sleep 0.1
done
step "gateway answering on http://127.0.0.1:$RGW_PORT"
radosgw-admin -c "$CONF" user create --uid=test --display-name=test \
  --access-key="$AK" --secret-key="$SK" >"$DIR/user.json" 2>>"$DIR/log/radosgw-admin.log"

# A signed request as the new user. curl 7.88 signs but does not send x-amz-content-sha256,
# which radosgw requires: set it by hand.
s3() {
  curl -sf -o /dev/null --aws-sigv4 "aws:amz:us-east-1:s3" --user "$AK:$SK" \
    -H "x-amz-content-sha256: UNSIGNED-PAYLOAD" "$@"
}
# The user takes a moment to reach the gateway's cache.
for _ in $(seq 1 600); do s3 "http://127.0.0.1:$RGW_PORT/" && break; sleep 0.1; done
s3 "http://127.0.0.1:$RGW_PORT/"
# Warm-up: the first bucket and object create the bucket index and data pools, which takes a few
# seconds; do it here, once, rather than in the first test.
W=http://127.0.0.1:$RGW_PORT/rgw-warmup
s3 -X PUT "$W"
s3 -X PUT --data-binary x "$W/o"
s3 -X DELETE "$W/o"
s3 -X DELETE "$W"
step "S3 ready at http://127.0.0.1:$RGW_PORT"
