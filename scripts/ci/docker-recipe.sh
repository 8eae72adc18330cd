#!/usr/bin/env bash
# Proves the Dockerfile's recipe where no container engine runs (issue #21; docs/decisions.md,
# "How CI proves the Dockerfile"): its two stages performed step by step in a clean temporary
# folder, copying exactly what the Dockerfile copies, then the runtime folder started as the image
# starts it (NODE_ENV=production, the Dockerfile's CMD: the compiled server under plain node) against PostgreSQL
# until /api/ready answers 200. Also checked: the runtime holds no development dependency, the build left a
# current compiled server (`node scripts/ensure-build.mjs`, what `npm start` runs first, rebuilds nothing), and
# the server process runs no tsx.
# Needs Node 22 and a PostgreSQL server: TEST_DATABASE_URL (or DATABASE_URL), e.g.
#   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres bash scripts/ci/docker-recipe.sh
# --reuse-build (what .ci/run uses, after `npm test`): the build stage is not redone. CI has just proven its steps
# on the same lockfile and sources (`npm ci`, `npm run build` inside `npm test`), so the runtime folder gets the
# production dependencies from `npm ci --omit=dev` (the same tree as `npm ci` then `npm prune --omit=dev`) and the
# dist/ that `npm test` built; everything after that is checked as in the full recipe. About 1.5 min instead of 5.
set -euo pipefail
reuse_build=""
if [ "${1:-}" = "--reuse-build" ]; then reuse_build=1; fi
repo="$(cd "$(dirname "$0")/../.." && pwd)"
server_url="${TEST_DATABASE_URL:-${DATABASE_URL:?set TEST_DATABASE_URL to a PostgreSQL server}}"
started=$(date +%s)
work="$(mktemp -d "${TMPDIR:-/tmp}/eclat-docker-recipe.XXXXXX")"
db="recipe_$$_$(date +%s)"
pid=""
cleanup() {
  # The whole process group: npm start's children (tsx, node) outlive npm itself otherwise.
  if [ -n "$pid" ]; then kill -TERM -- "-$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; fi
  psql -q "$server_url" -c "drop database if exists $db with (force)" >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT
step() { echo "docker-recipe: $* ($(( $(date +%s) - started )) s)"; }

app="$work/app"
if [ -n "$reuse_build" ]; then
  if [ ! -f "$repo/dist/web/index.html" ] || [ ! -f "$repo/dist/admin/index.html" ] || [ ! -f "$repo/dist/ssr/entry-server.js" ]; then
    echo "docker-recipe: --reuse-build needs the dist/ made by npm run build" >&2
    exit 1
  fi
  mkdir -p "$app/web" "$app/.data"
  step "runtime: npm ci --omit=dev (build stage reused from npm test)"
  cp "$repo/package.json" "$repo/package-lock.json" "$app/"
  (cd "$app" && npm ci --omit=dev --no-audit --no-fund --prefer-offline --loglevel=error >/dev/null)
  cp "$repo/tsconfig.json" "$repo/tsconfig.base.json" "$repo/openapi.yaml" "$repo/asyncapi.yaml" "$app/"
  for dir in scripts src modules web/public; do
    (cd "$repo" && tar --exclude=node_modules --exclude=dist --exclude=.data --exclude=.vite -cf - "$dir") | (cd "$app" && tar -xf -)
  done
  cp -a "$repo/dist" "$app/dist"
else
# --- stage build (FROM node:22-bookworm-slim AS build; WORKDIR /app) ---
build="$work/build"
mkdir -p "$build"
step "build: npm ci"
cp "$repo/package.json" "$repo/package-lock.json" "$build/"
(cd "$build" && npm ci --no-audit --no-fund --prefer-offline --loglevel=error >/dev/null)
cp "$repo/tsconfig.json" "$repo/tsconfig.base.json" "$repo/openapi.yaml" "$repo/asyncapi.yaml" "$build/"
for dir in scripts src modules web admin-console; do
  # COPY honours .dockerignore: no node_modules, dist or .data from the work tree.
  (cd "$repo" && tar --exclude=node_modules --exclude=dist --exclude=.data --exclude=.vite -cf - "$dir") | (cd "$build" && tar -xf -)
done
step "build: npm run build && npm prune --omit=dev"
(cd "$build" && npm run -s build >/dev/null && npm prune --omit=dev --no-audit --no-fund --loglevel=error >/dev/null)

# --- stage runtime (FROM node:22-bookworm-slim AS runtime; WORKDIR /app) ---
mkdir -p "$app/web" "$app/.data"
step "runtime: copy from build"
cp -p "$build/package.json" "$build/package-lock.json" "$build/tsconfig.json" "$build/tsconfig.base.json" "$build/openapi.yaml" "$build/asyncapi.yaml" "$app/"
# Moved rather than copied (the build folder is dropped next): the same files as COPY --from, without the I/O.
for dir in node_modules dist scripts src modules; do mv "$build/$dir" "$app/$dir"; done
mv "$build/web/public" "$app/web/public"
rm -rf "$build"
fi
if [ ! -f "$app/dist/server/main.js" ]; then
  echo "docker-recipe: the build stage made no dist/server/main.js" >&2
  exit 1
fi
if [ -d "$app/node_modules/vite" ] || [ -d "$app/node_modules/vitest" ]; then
  echo "docker-recipe: development dependencies left in the runtime stage" >&2
  exit 1
fi

# --- start as the image does, on a database of its own ---
psql -q "$server_url" -c "create database $db" >/dev/null
db_url="$(node -e 'const u = new URL(process.argv[1]); u.pathname = "/" + process.argv[2]; console.log(u.toString())' "$server_url" "$db")"
port=$(node -e 'const s = require("net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); })')
touch "$work/before-start"
sleep 1
# What `npm start` does before starting: nothing here, the build being current.
(cd "$app" && node scripts/ensure-build.mjs) >"$work/ensure-build.log" 2>&1
if [ -s "$work/ensure-build.log" ]; then
  echo "docker-recipe: npm start would rebuild in the runtime stage:" >&2
  cat "$work/ensure-build.log" >&2
  exit 1
fi
cmd="$(sed -n 's/^CMD \[\(.*\)\]$/\1/p' "$repo/Dockerfile" | tr -d '",')"
step "runtime: $cmd (NODE_ENV=production) on :$port"
(
  cd "$app"
  # What the Dockerfile sets, plus the variables production requires (docs/deploy.md); nothing is called on them here.
  export NODE_ENV=production PORT="$port" DATA_DIR="$app/.data" DATABASE_URL="$db_url" \
    PUBLIC_URL=https://eclat.example TRUST_PROXY=true APP_SECRET=docker-recipe-secret-of-at-least-32-chars \
    SMTP_URL=smtp://127.0.0.1:2525 OPS_EMAIL=ops@eclat.example \
    PRIVACY_OFFICER_EMAIL=confidentialite@eclat.example PRIVACY_OFFICER_ADDRESS='1 rue Exemple, Montréal (Québec)' \
    PLATFORM_GST_NUMBER=123456789RT0001 PLATFORM_QST_NUMBER=1234567890TQ0001 PLATFORM_ADDRESS='1 rue Exemple, Montréal (Québec)' \
    STRIPE_SECRET_KEY=sk_test_recipe STRIPE_PUBLISHABLE_KEY=pk_test_recipe STRIPE_WEBHOOK_SECRET=whsec_recipe \
    VAPID_PUBLIC_KEY=BPq9tJziVfbs2HurbhRvZ7xTMqOufFjR8hZgNz3UuWmKLwLOx3-vklrhpHg89m2reebGVt92gPyKwVJ5VHt2I3g \
    VAPID_PRIVATE_KEY=SOdctVQ0lz9bmEWpxdCF3JXjohtvlotnv-hzEliwYjc \
    RUN_JOBS=false LOG_LEVEL=warn
  # A session of its own (setsid execs in place: this subshell leads no group), so that it is stopped whole.
  # shellcheck disable=SC2086 # the Dockerfile's CMD, split into its words
  exec setsid $cmd
) >"$work/server.log" 2>&1 &
pid=$!
ready=""
for _ in $(seq 1 120); do
  if ! kill -0 "$pid" 2>/dev/null; then break; fi
  code=$(node -e 'fetch(process.argv[1]).then((r) => console.log(r.status), () => console.log(0))' "http://127.0.0.1:$port/api/ready")
  if [ "$code" = "200" ]; then ready=1; break; fi
  sleep 0.5
done
if [ -z "$ready" ]; then
  echo "docker-recipe: the runtime stage did not become ready; its output:" >&2
  cat "$work/server.log" >&2
  exit 1
fi
if grep -q "Building the" "$work/server.log"; then
  echo "docker-recipe: the start rebuilt something" >&2
  exit 1
fi
if grep -q tsx "/proc/$pid/cmdline" 2>/dev/null || [ -n "$(pgrep -s "$pid" -f tsx || true)" ]; then
  echo "docker-recipe: the runtime stage runs the server through tsx" >&2
  exit 1
fi
changed="$(cd "$app" && find . -path ./.data -prune -o -newer "$work/before-start" -type f -print | head -5)"
if [ -n "$changed" ]; then
  echo "docker-recipe: npm start wrote into the image's files:" >&2
  echo "$changed" >&2
  exit 1
fi
kill -TERM -- "-$pid"
wait "$pid" || true
pid=""
step "ok: the runtime stage answered /api/ready with 200"
