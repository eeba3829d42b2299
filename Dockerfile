# One image recipe for both services of docker-compose.yml (targets `cms` and `storefront`).
# Node 26, the newest line the shop supports (CI runs the end-to-end servers on it; better-sqlite3 12 builds for it).
FROM node:26-slim AS build
WORKDIR /app
# better-sqlite3 compiles from source; sharp ships its own binaries.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY . .
ENV STRAPI_TELEMETRY_DISABLED=true PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
RUN npm ci --no-audit --no-fund && npm run build

FROM node:26-slim AS cms
ENV NODE_ENV=production STRAPI_TELEMETRY_DISABLED=true SEED_DIR=/app/scripts/seed
COPY --from=build /app /app
WORKDIR /app/cms
EXPOSE 1337
CMD ["node", "server.mjs"]

FROM node:26-slim AS storefront
ENV NODE_ENV=production
COPY --from=build /app /app
WORKDIR /app/storefront
EXPOSE 3000
CMD ["node", "build/http/index.js"]
