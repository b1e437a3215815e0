FROM node:24-slim
WORKDIR /app
COPY package.json package-lock.json ./
COPY web/package.json web/
RUN npm install --workspace web --include-workspace-root --ignore-scripts --no-audit --no-fund
COPY db db
COPY web web
RUN npm run build --workspace web
ENV NODE_ENV=production
EXPOSE 3000
WORKDIR /app/web
CMD ["node", "server.ts"]
