FROM node:24-slim
WORKDIR /app/cms
COPY cms/package.json cms/package-lock.json ./
RUN npm install --no-audit --no-fund
COPY cms ./
ENV NODE_ENV=production
RUN npm run build
EXPOSE 1337
CMD ["npm", "run", "start"]
