#!/usr/bin/env bash
# Runs the README's "Putting it on a server" steps as written, on a fresh Debian 12 made by debootstrap in a folder,
# up to the home page over HTTPS: the check that every command of the page runs for a newcomer. Root with apt-get;
# about ten minutes, mostly installs (so not in CI, which runs deploy/deploy.test.mjs instead).
#
#   bash deploy/try-on-debian.sh [folder]     (default /tmp/trailside-debian, removed at the end unless KEEP=1)
#
# The school's code is this checkout's last commit, cloned where the page clones the school's copy, and SCHOOL is
# localhost (Caddy then signs its own certificate). systemd does not run in a folder, so where the page says
# systemctl this starts what the unit would (the API as the school's user, Caddy); from step 4 on, in a network
# namespace of their own, so ports 80, 443 and 3000 are theirs alone.
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
root="${1:-/tmp/trailside-debian}"

command -v debootstrap >/dev/null || DEBIAN_FRONTEND=noninteractive apt-get install -y -qq debootstrap >/dev/null
[ -x "$root/usr/bin/apt-get" ] || debootstrap bookworm "$root" >/dev/null

mounted=()
cleanup() {
  # Whatever the steps left running in the folder (the API, Caddy) goes first, then the mounts.
  for pid in $(ls /proc | grep -E '^[0-9]+$'); do
    [ "$(readlink "/proc/$pid/root" 2>/dev/null)" = "$root" ] && kill "$pid" 2>/dev/null || true
  done
  sleep 1
  for ((i = ${#mounted[@]} - 1; i >= 0; i--)); do umount -l "${mounted[i]}" || true; done
  [ "${KEEP:-}" = 1 ] || rm -rf "$root"
}
trap cleanup EXIT
for fs in proc sys dev dev/pts; do
  mount --bind "/$fs" "$root/$fs"
  mounted+=("$root/$fs")
done
cp /etc/resolv.conf "$root/etc/resolv.conf"
# Where this machine reaches the npm registry through a proxy of its own, npm here trusts the proxy's authority
# (cafile); the folder's npm gets the same file. A school's server reaches the registry directly and needs none.
cafile="$(npm config get cafile 2>/dev/null || true)"
if [ -f "$cafile" ]; then
  cp "$cafile" "$root/etc/npm-cafile.crt"
  export npm_config_cafile=/etc/npm-cafile.crt
fi

# The school's copy of the code: this checkout's commit, as a repository the steps clone.
rm -rf "$root/opt/school.git"
git clone --quiet --bare "$here" "$root/opt/school.git"
# It stands in for the school's remote (https), which git reads whoever owns it; a folder of root's it would refuse.
git config --file "$root/etc/gitconfig" --add safe.directory /opt/school.git

# The page's commands: every sh block of its steps, before "Backups on the server".
steps="$(awk '/^## Putting it on a server/ { on = 1 } /^### Backups on the server/ { on = 0 }
  on && /^```sh$/ { code = 1; next } on && /^```$/ { code = 0; next } on && code' "$here/README.md")"
steps="${steps//https:\/\/git.example.org\/trailside.git//opt/school.git}"
steps="$(sed 's/^SCHOOL=school\.example\.org/SCHOOL=localhost/' <<<"$steps")"
first="$(sed '/^cp deploy\/Caddyfile/,$d' <<<"$steps")"
second="$(sed -n '/^cp deploy\/Caddyfile/,$p' <<<"$steps" |
  sed 's|^systemctl reload caddy$|caddy start --config /etc/caddy/Caddyfile|;
       s|^systemctl daemon-reload$|:|;
       s|^systemctl enable --now trailside trailside-backup.timer$|start_the_service|')"

{ echo 'set -euxo pipefail'; printf '%s\n' "$first"; } >"$root/root/first.sh"
{
  cat <<'EOF'
set -euxo pipefail
SCHOOL=localhost
cd /srv/trailside/app
# What trailside.service starts, as its user, from its folder; then wait for it to answer.
start_the_service() {
  runuser trailside -s /bin/bash -c 'cd /srv/trailside/app && exec node apps/api/dist/main.js' >/root/api.log 2>&1 &
  local api=$!
  for _ in $(seq 600); do
    kill -0 "$api" || break
    node -e "fetch('http://127.0.0.1:3000/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))" && return
    sleep 0.2
  done
  cat /root/api.log
  return 1
}
EOF
  printf '%s\n' "$second"
  cat <<'EOF'
# A family's first visit: the home page over HTTPS, trusting Caddy's own authority as a browser trusts a public one.
NODE_EXTRA_CA_CERTS=/root/.local/share/caddy/pki/authorities/local/root.crt node -e "
  fetch('https://$SCHOOL/').then(async (response) => {
    const html = await response.text();
    console.log('https://$SCHOOL/', response.status, 'HSTS:', response.headers.get('strict-transport-security'));
    process.exit(response.status === 200 && html.includes('Trailside Montessori') && response.headers.get('strict-transport-security') ? 0 : 1);
  });"
EOF
} >"$root/root/second.sh"

# The first steps install from Debian and the npm registry; HTTPS and the service run apart from the machine's ports.
DEBIAN_FRONTEND=noninteractive chroot "$root" /bin/bash /root/first.sh
unshare --net /bin/bash -c "ip link set lo up && chroot '$root' /bin/bash /root/second.sh"
echo "Every step of \"Putting it on a server\" ran on a fresh Debian $(cat "$root/etc/debian_version")."
