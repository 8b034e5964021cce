#!/usr/bin/env bash
# Runs sqlmap (Debian package `sqlmap`) against the storefront search, the shop filter and the order
# API of a freshly started demo shop. Exits non-zero if sqlmap reports any injectable parameter.
# Usage: bash scripts/sqlmap.sh            (builds into build-sqlmap and starts its own server)
#        BASE_URL=http://127.0.0.1:3000 bash scripts/sqlmap.sh   (against a running server)
set -euo pipefail
cd "$(dirname "$0")/.."
command -v sqlmap >/dev/null || { echo "sqlmap is not installed: apt-get install sqlmap"; exit 2; }

work=$(mktemp -d /tmp/haat-sqlmap.XXXXXX)
server_pid=""
cleanup() { [ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null; wait 2>/dev/null; rm -rf "$work"; }
trap cleanup EXIT

base=${BASE_URL:-}
if [ -z "$base" ]; then
  export HAAT_BUILD_DIR=build-sqlmap
  npx react-router build >/dev/null
  port=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
  # TRUST_PROXY lets each sqlmap request carry its own address, so the per-IP order limit does not
  # hide the order API behind 429s.
  PORT=$port HOST=127.0.0.1 DATA_DIR="$work/data" SEED_DEMO=true LOG_LEVEL=warn TRUST_PROXY=loopback \
    node --import tsx -e 'import("./server.ts").then((m) => m.main())' >"$work/server.log" 2>&1 &
  server_pid=$!
  base="http://127.0.0.1:$port"
  for _ in $(seq 1 300); do curl -fs "$base/healthz" >/dev/null 2>&1 && break; sleep 0.2; done
fi

common=(--batch --level=3 --risk=2 --dbms=PostgreSQL --technique=BEUT --threads=2 --time-sec=2
        --random-agent --output-dir="$work/out" --disable-coloring --flush-session)
targets=(
  "-u" "$base/search?q=saree"
  "-u" "$base/shop?q=tea&category=1&price=0-2000&page=1"
)
found=0
run() {
  local log="$work/run-$RANDOM.log"
  sqlmap "$@" "${common[@]}" >"$log" 2>&1 || true
  if grep -qiE "is vulnerable|injectable|sqlmap identified the following injection point" "$log" \
     && ! grep -qiE "all tested parameters do not appear to be injectable" "$log"; then
    echo "INJECTABLE: $*"; grep -iE "Parameter:|Type:|Title:" "$log" | head -20; found=1
  else
    echo "not injectable: $*"
  fi
}
run "${targets[0]}" "${targets[1]}" -p q
run "${targets[2]}" "${targets[3]}" -p "q,category,price,page"
order='{"customer_name":"Rahim Uddin","customer_phone":"01712345678","city":"Dhaka","delivery_location":"inside_dhaka","shipping_address":"House 12, Road 5, Dhanmondi","message":"call me","items":[{"product_id":1,"quantity":1}]}'
# The xforwardedfor tamper gives every request its own client address (see TRUST_PROXY above).
run -u "$base/api/orders" --method=POST --data="$order" --headers="Content-Type: application/json" --tamper=xforwardedfor
exit $found
