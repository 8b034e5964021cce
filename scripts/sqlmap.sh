#!/usr/bin/env bash
# Runs sqlmap (Debian package `sqlmap`) against the storefront search, the shop filters and the order
# API of a freshly started demo shop. Passes only when sqlmap reached the server and gave its
# "not injectable" verdict for every target and every listed parameter; exits 1 on any injectable
# finding and 2 when a run is inconclusive (server never healthy, connection errors, 5xx or 429
# answers, or no verdict).
# Usage: npm run security:sqlmap   (builds into $HAAT_BUILD_DIR, default build-sqlmap, and starts its own server)
#        BASE_URL=http://127.0.0.1:3000 npm run security:sqlmap   (against a running server; the order
#        target needs TRUST_PROXY=loopback there, or its per-address limit answers 429)
set -euo pipefail
cd "$(dirname "$0")/.."
command -v sqlmap >/dev/null || { echo "sqlmap is not installed: apt-get install sqlmap"; exit 2; }

work=$(mktemp -d /tmp/haat-sqlmap.XXXXXX)
server_pid=""
cleanup() {
  if [ -n "$server_pid" ]; then kill "$server_pid" 2>/dev/null || true; wait "$server_pid" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

base=${BASE_URL:-}
if [ -z "$base" ]; then
  export HAAT_BUILD_DIR=${HAAT_BUILD_DIR:-build-sqlmap}
  npx react-router build >/dev/null
  port=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
  # TRUST_PROXY lets each sqlmap request carry its own address, so the per-IP order limit does not
  # hide the order API behind 429s.
  PORT=$port HOST=127.0.0.1 DATA_DIR="$work/data" SEED_DEMO=true LOG_LEVEL=warn TRUST_PROXY=loopback \
    node -e 'import("./server.mjs").then((m) => m.main())' >"$work/server.log" 2>&1 &
  server_pid=$!
  base="http://127.0.0.1:$port"
fi

# A scan of a server that is not there reads like "not injectable", so nothing runs until it answers.
# Our own server's first start migrates and seeds the demo shop (images included); a running one
# should answer at once.
if [ -n "$server_pid" ]; then deadline=$((SECONDS + 180)); else deadline=$((SECONDS + 20)); fi
healthy=0
while [ "$SECONDS" -lt "$deadline" ]; do
  if curl -fs --max-time 5 "$base/healthz" >/dev/null 2>&1; then healthy=1; break; fi
  if [ -n "$server_pid" ] && ! kill -0 "$server_pid" 2>/dev/null; then break; fi
  sleep 0.2
done
if [ "$healthy" != 1 ]; then
  echo "FAILED: $base/healthz never answered; nothing was scanned"
  [ -f "$work/server.log" ] && tail -n 30 "$work/server.log"
  exit 2
fi

common=(--batch --level=3 --risk=2 --dbms=PostgreSQL --technique=BEUT --threads=2 --time-sec=2
        --random-agent --output-dir="$work/out" --disable-coloring --flush-session)
injectable=0
inconclusive=0

# run NAME "param1 param2 …" sqlmap-args… — judges one sqlmap run from its output.
run() {
  local name=$1 params=$2
  shift 2
  local log="$work/$name.log" problems=()
  local started=$SECONDS
  sqlmap "$@" "${common[@]}" >"$log" 2>&1 || true
  if grep -qiE "identified the following injection point|parameter '[^']+' is vulnerable" "$log"; then
    echo "INJECTABLE ($name): $*"
    grep -iE "Parameter:|Type:|Title:|Payload:" "$log" | head -40 || true
    injectable=1
    return
  fi
  if grep -qiE "unable to connect to the target|connection (refused|reset|timed out)|target URL is not responding|lost connection|connection dropped|there is a possibility that the target .* is dropping" "$log"; then
    problems+=("connection errors")
  fi
  # sqlmap sums up error answers in one line; a 5xx means a payload broke the server, a 429 means
  # the answers were the rate limit's, not the target's.
  local codes
  codes=$(grep -iE "HTTP error codes detected during run" -A3 "$log" | grep -oE "\b(5[0-9][0-9]|429) \([A-Za-z ]+\) - [0-9]+ times" | paste -sd, - || true)
  [ -n "$codes" ] && problems+=("error answers: $codes")
  grep -qiE "all tested parameters do not appear to be injectable" "$log" || problems+=("no \"all tested parameters do not appear to be injectable\" verdict")
  local p
  for p in $params; do
    # "Type casting" means every altered value got the same refusal (the field is validated before
    # any query), and sqlmap skips the parameter: a verdict too.
    grep -qiE "parameter '(JSON )?$p' does not seem to be injectable|casting detected \(e\.g\. '\\\$(JSON )?$p=" "$log" \
      || problems+=("parameter $p has no \"does not seem to be injectable\" verdict")
  done
  if [ ${#problems[@]} -gt 0 ]; then
    echo "INCONCLUSIVE ($name): $(IFS='; '; echo "${problems[*]}")"
    grep -E "\[(CRITICAL|ERROR)\]" "$log" | sed -E 's/^.*\[[0-9:]{8}\] //' | sort | uniq -c | head -10 || true
    inconclusive=1
    return
  fi
  echo "not injectable ($name, $((SECONDS - started)) s): $params"
  grep -iE "does not seem to be injectable|casting detected|all tested parameters do not appear to be injectable" "$log" \
    | sed -E 's/^.*\[[0-9:]{8}\] \[[A-Z]+\] //; s/(injectable|application)\..*$/\1/' | sed 's/^/  /'
}

run search "q" -u "$base/search?q=saree" -p q
run shop "q category price page" -u "$base/shop?q=tea&category=1&price=0-2000&page=1" -p "q,category,price,page"
order='{"customer_name":"Rahim Uddin","customer_phone":"01712345678","city":"Dhaka","delivery_location":"inside_dhaka","shipping_address":"House 12, Road 5, Dhanmondi","message":"call me","items":[{"product_id":1,"quantity":1}]}'
# The xforwardedfor tamper gives every request its own client address (see TRUST_PROXY above).
run orders "customer_name customer_phone city delivery_location shipping_address message" \
  -u "$base/api/orders" --method=POST --data="$order" --headers="Content-Type: application/json" --tamper=xforwardedfor

if [ "$injectable" = 1 ]; then echo "RESULT: injectable parameter found"; exit 1; fi
if [ "$inconclusive" = 1 ]; then echo "RESULT: inconclusive (see above)"; exit 2; fi
echo "RESULT: no injectable parameter in $SECONDS s"
