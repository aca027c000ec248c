# syntax=docker/dockerfile:1.7
# The embedded OpenID Connect provider's image, for demos only: production signs people in with a
# hosted issuer (OIDC_ISSUER), and the reference manifests (deploy/kubernetes) do not run it.
#
#   pnpm install --frozen-lockfile && pnpm --filter @prenup/identity build   # → apps/identity/dist
#   docker build -f deploy/docker/identity.Dockerfile -t registry.example.com/prenup/identity:<tag> .
#
# Its build bundles the workspace code only: npm packages load from node_modules by relative paths
# into pnpm's store, and the sign-in pages are read from src/pages, so the image keeps the
# repository's layout, as the API's does. Settings: apps/identity/README.md (IDENTITY_DATABASE_URL
# for PostgreSQL; one instance).
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
RUN npm install --global pnpm@10.34.8
COPY . .
RUN pnpm install --frozen-lockfile --prod --filter "@prenup/identity..."

FROM ${NODE_IMAGE}
ENV NODE_ENV=production
WORKDIR /app/apps/identity
COPY --from=deps /app/node_modules /app/node_modules
COPY --from=deps /app/apps/identity/node_modules ./node_modules
COPY apps/identity/package.json ./package.json
COPY apps/identity/src/pages ./src/pages
COPY apps/identity/dist ./dist
USER 1000:1000
EXPOSE 4100
CMD ["node", "--enable-source-maps", "dist/server.js"]
