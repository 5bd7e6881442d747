# Cestas Solidárias: app + API in one image. See docs/deploy.md.
# Build stage: the app (dist/, Cognito settings baked in at build time) and the server (dist-server/).
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
ARG VITE_COGNITO_USER_POOL_ID
ARG VITE_COGNITO_CLIENT_ID
ARG VITE_COGNITO_DOMAIN
ARG VITE_ENABLE_MACHINE_INSPECTOR=false
# What people see and call: without VITE_SUPPORT_PHONE the app shows a placeholder nobody answers,
# and the server warns about it at start on a public origin (dist/build-settings.json).
ARG VITE_SUPPORT_PHONE
ARG VITE_SUPPORT_EMAIL
ARG VITE_ORG_NAME
ARG VITE_MAP_TILE_URL
ARG VITE_MAP_TILE_ATTRIBUTION
RUN npm run build && npm run build:server && npm prune --omit=dev

# Run stage: plain node on the compiled server, no compiler, no dev dependencies.
FROM node:24-bookworm-slim
# jemalloc: glibc's allocator keeps growing under sharp's threads (a photo per delivery); on
# jemalloc an instance's memory holds level through a campaign morning (docs/capacity.md K5).
RUN apt-get update && apt-get install -y --no-install-recommends libjemalloc2 && rm -rf /var/lib/apt/lists/* \
  && ln -s "/usr/lib/$(uname -m)-linux-gnu/libjemalloc.so.2" /usr/local/lib/libjemalloc.so.2
# HOST: a container is reached through its own network interface, never through its loopback.
ENV NODE_ENV=production PORT=8080 HOST=0.0.0.0 DIST_DIR=/app/dist DATA_DIR=/data SEED_DEMO_DATA=false SHUTDOWN_DRAIN_MS=5000 \
  LD_PRELOAD=/usr/local/lib/libjemalloc.so.2
WORKDIR /app
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/dist-server ./dist-server
COPY --from=build /app/package.json ./
# The server makes DATA_DIR private (0700) at start: it must exist and belong to the user it runs as.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 8080
HEALTHCHECK CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--enable-source-maps", "dist-server/main.js"]
