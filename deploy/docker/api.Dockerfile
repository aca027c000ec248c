# syntax=docker/dockerfile:1.7
# The API's image: one image for the server (the default command), the job worker
# (`node dist/worker.js`) and the release step (`node dist/release.js`).
#
# Built from what CI already compiles, from the repository root:
#   pnpm install --frozen-lockfile && pnpm --filter @prenup/api build     # → apps/api/dist
#   docker build -f deploy/docker/api.Dockerfile -t registry.example.com/prenup/api:<tag> .
#
# apps/api/dist is copied, not built here. The bundle loads a few npm packages (PGlite, piscina, the
# S3 and Stripe SDKs, MJML…) by relative paths into pnpm's store (../../../node_modules/.pnpm/…,
# tooling/scripts/build-server.mjs), and reads the migrations and the agreement's fonts beside their
# source packages, so the image keeps the repository's layout and installs the API's production
# dependencies from the lockfile (the same store paths as CI's install).
#
# The server's V8 code cache (dist/server.cjs.cache) is used only by the Node version that built it:
# pass the exact version CI builds with (`--build-arg NODE_IMAGE=node:20.19.5-bookworm-slim`), or
# start-up compiles the bundle again (about 0.1 s slower, nothing else changes).
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
RUN npm install --global pnpm@10.34.8
# The workspace's manifests, lockfile and patches (deploy/docker/api.Dockerfile.dockerignore leaves
# out node_modules, the apps' builds and local data).
COPY . .
RUN pnpm install --frozen-lockfile --prod --filter "@prenup/api..."

FROM ${NODE_IMAGE}
ENV NODE_ENV=production
# A young generation of 2 × 32 MB (Node's default is 16 MB each): under load a request's short-lived
# objects (a disclosure's hundreds of entries, a 30-year simulation) die young instead of being copied
# into the old generation. With it our API used 11-24% less CPU per request at 50 connections
# (tooling/bench api-compare; the bench runs with the same setting).
ENV NODE_OPTIONS=--max-semi-space-size=32
WORKDIR /app/apps/api
COPY --from=deps /app/node_modules /app/node_modules
COPY --from=deps /app/packages /app/packages
COPY --from=deps /app/apps/api/node_modules ./node_modules
COPY apps/api/package.json ./package.json
COPY apps/api/dist ./dist
# A numeric user, so Kubernetes' runAsNonRoot can check it (the image's `node` user).
USER 1000:1000
# 4000: the API (PORT); 9464: GET /metrics (METRICS_PORT), for the scraper only.
EXPOSE 4000 9464
CMD ["node", "dist/server.js"]
