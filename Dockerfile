# syntax=docker/dockerfile:1
# Portico's production image: the API server compiled ahead of time (no tsx at run time), the
# built web app and operator console, and the production dependencies alone. Run it with PostgreSQL (DATABASE_URL) and
# its secrets in files (*_FILE variables): see compose.yaml and the README's "Production build".
# CI cannot pull images, so `npm run test:prod-smoke` proves the same install and command on the
# machine instead; keep the two in step (its file list: scripts/prod-smoke/artifacts.ts).

# Pinned by digest (node 24.18.0's bookworm-slim index): a tag alone can move under us. Renovate's
# pinDigests (renovate.json, group "base image") proposes each newer digest as a pull request; a
# build may still override it with --build-arg NODE_IMAGE=node:24-bookworm-slim@sha256:<digest>.
ARG NODE_IMAGE=node:24-bookworm-slim@sha256:6f7b03f7c2c8e2e784dcf9295400527b9b1270fd37b7e9a7285cf83b6951452d

# Build: every dependency (the build tools are development ones), then `npm run build`, which
# makes apps/web/dist, apps/web/dist-ssr, apps/console/dist and apps/server/dist (migrations and
# keys included).
FROM ${NODE_IMAGE} AS build
WORKDIR /app
# .npmrc: dependencies' install scripts run only if package.json's allowScripts approves them.
COPY package.json package-lock.json .npmrc ./
COPY packages/contract/package.json packages/contract/
COPY packages/passkeys-browser/package.json packages/passkeys-browser/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY apps/console/package.json apps/console/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Runtime: the package files, the production install, the build output; nothing else.
FROM ${NODE_IMAGE} AS runtime
ARG VERSION=dev
ARG REVISION=unknown
LABEL org.opencontainers.image.title="Portico" \
      org.opencontainers.image.description="Toll-payment portal of a free-flow motorway: the API server and the web app" \
      org.opencontainers.image.version="${VERSION}" \
      org.opencontainers.image.revision="${REVISION}" \
      org.opencontainers.image.licenses="LicenseRef-Portico-Proprietary"
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/contract/package.json packages/contract/
COPY packages/passkeys-browser/package.json packages/passkeys-browser/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY apps/console/package.json apps/console/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/media apps/server/media
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/web/dist-ssr apps/web/dist-ssr
COPY --from=build /app/apps/console/dist apps/console/dist
# Tenant files (npm run tenant:prod -- apply tenants/...): the demo's and the worked example.
COPY --from=build /app/tenants tenants
# The files stay root's, read-only to the server, which writes nothing in PostgreSQL mode. A
# numeric uid (the image's `node` user): Kubernetes' runAsNonRoot can check it without /etc/passwd.
USER 1000:1000
EXPOSE 8080
# Liveness, not readiness: a container is restarted only when the process stops answering, never
# because the database is away (restarting would not bring it back). Balancers ask /readyz. No
# curl in the slim image: Node's fetch asks.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node itself is the container's process (exec form, no npm or shell in between), so SIGTERM
# reaches the server, which finishes its requests and closes the database before exiting.
STOPSIGNAL SIGTERM
# Source maps: a stack trace in the log names the TypeScript files and lines, not the bundle's.
CMD ["node", "--enable-source-maps", "apps/server/dist/main.js"]
