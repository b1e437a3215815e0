# Strapi: built in one stage, run from a slim one as the unprivileged `node`
# user under tini. Uploads go to the volume mounted at /app/cms/public/uploads
# (or to S3 with an upload provider, see README "Operations").
FROM node:24-slim AS build
WORKDIR /app/cms
COPY cms/package.json cms/package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY cms ./
ENV NODE_ENV=production
RUN npm run build

FROM node:24-slim
RUN apt-get update && apt-get install -y --no-install-recommends tini && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production
WORKDIR /app/cms
COPY --from=build --chown=node:node /app/cms ./
RUN mkdir -p public/uploads && chown -R node:node public
USER node
EXPOSE 1337
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s CMD ["node", "-e", "fetch('http://127.0.0.1:1337/_health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["npm", "run", "start"]
