# The web app: built in one stage, run from a slim one as the unprivileged
# `node` user, under tini (signals reach node, so SIGTERM drains requests).
FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY web/package.json web/
RUN npm ci --workspace web --include-workspace-root --ignore-scripts --no-audit --no-fund
COPY db db
# The one repository command an operator runs inside the image (README: Create an admin);
# the demo seeds and the other scripts are for development machines and stay out.
COPY scripts/create-admin.ts scripts/create-admin.ts
COPY web web
RUN npm run build --workspace web

FROM node:24-slim
RUN apt-get update && apt-get install -y --no-install-recommends tini && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json /app/package-lock.json ./
COPY --from=build --chown=node:node /app/node_modules node_modules
COPY --from=build --chown=node:node /app/db db
COPY --from=build --chown=node:node /app/scripts scripts
COPY --from=build --chown=node:node /app/web web
# The photos volume mounts here; created owned by node so the volume starts writable.
RUN mkdir -p /app/data/uploads && chown -R node:node /app/data
USER node
WORKDIR /app/web
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s CMD ["node", "-e", "fetch('http://127.0.0.1:3000/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "server.ts"]
