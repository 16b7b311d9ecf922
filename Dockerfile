# syntax=docker/dockerfile:1
# Portico's production image: the API server compiled ahead of time (no tsx at run time), the
# built web app, and the production dependencies alone. Run it with PostgreSQL (DATABASE_URL) and
# its secrets in files (*_FILE variables): see compose.yaml and the README's "Production build".
# CI cannot pull images, so `npm run test:prod-smoke` proves the same install and command on the
# machine instead; keep the two in step (its file list: scripts/prod-smoke/artifacts.ts).

ARG NODE_IMAGE=node:24-bookworm-slim

# Build: every dependency (the build tools are development ones), then `npm run build`, which
# makes apps/web/dist, apps/web/dist-ssr and apps/server/dist (migrations and keys included).
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Runtime: the package files, the production install, the build output; nothing else.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/media apps/server/media
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/web/dist-ssr apps/web/dist-ssr
# The files stay root's, read-only to the server, which writes nothing in PostgreSQL mode.
USER node
EXPOSE 8080
# No curl in the slim image: Node's fetch asks /readyz (200 once the database answers).
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node itself is the container's process (exec form, no npm or shell in between), so SIGTERM
# reaches the server, which finishes its requests and closes the database before exiting.
STOPSIGNAL SIGTERM
CMD ["node", "apps/server/dist/main.js"]
