# syntax=docker/dockerfile:1
# One production image per back-end service (gateway, identity, learning), built from the repository root:
#   docker build -f deploy/docker/service.Dockerfile --build-arg SERVICE=identity -t grammarpath/identity:0.1.0 .
# Runs as uid 1000 (non-root); `node dist/main.js` serves, `node dist/migrate.js` migrates (and for learning
# `node dist/seed.js` loads the content). SIGTERM drains: readiness 503, in-flight requests finish, exit.
ARG NODE_IMAGE=node:20.19-bookworm-slim

# 1. Build: the whole workspace graph of the service (contracts, server-kit, the service) with the dev tools.
FROM ${NODE_IMAGE} AS build
ARG SERVICE
WORKDIR /repo
COPY package.json package-lock.json ./
COPY libs/contracts/package.json libs/contracts/
COPY libs/server-kit/package.json libs/server-kit/
COPY services/${SERVICE}/package.json services/${SERVICE}/
RUN npm install --no-audit --no-fund --ignore-scripts --include-workspace-root \
      -w @grammarpath/contracts -w @grammarpath/server-kit -w @grammarpath/${SERVICE}
COPY tsconfig.base.json nx.json ./
COPY libs/contracts libs/contracts
COPY libs/server-kit libs/server-kit
COPY services/${SERVICE} services/${SERVICE}
RUN npx tsc -p libs/contracts/tsconfig.build.json \
 && npx tsc -p libs/server-kit/tsconfig.build.json \
 && npx tsc -p services/${SERVICE}/tsconfig.build.json

# 2. Production dependencies only: the service's own tree (the root's dev tools and embedded Postgres stay out).
FROM ${NODE_IMAGE} AS deps
ARG SERVICE
WORKDIR /repo
COPY package.json package-lock.json ./
COPY libs/contracts/package.json libs/contracts/
COPY libs/server-kit/package.json libs/server-kit/
COPY services/${SERVICE}/package.json services/${SERVICE}/
RUN npm install --no-audit --no-fund --omit=dev -w @grammarpath/${SERVICE} && npm cache clean --force

# 3. Runtime: node_modules, the compiled libraries and the service (with learning's content files).
FROM ${NODE_IMAGE} AS runtime
ARG SERVICE
# learning: APT_PACKAGES=espeak-ng gives text-to-speech its local engine.
ARG APT_PACKAGES=""
ARG VERSION=0.1.0
RUN if [ -n "${APT_PACKAGES}" ]; then \
      apt-get update && apt-get install -y --no-install-recommends ${APT_PACKAGES} && rm -rf /var/lib/apt/lists/*; \
    fi
LABEL org.opencontainers.image.title="grammarpath-${SERVICE}" \
      org.opencontainers.image.version="${VERSION}" \
      org.opencontainers.image.source="https://github.com/grammarpath/grammarpath"
ENV NODE_ENV=production SERVICE=${SERVICE} HOST=0.0.0.0
WORKDIR /app
COPY --from=deps /repo/node_modules ./node_modules
COPY --from=build /repo/package.json ./
COPY --from=build /repo/libs/contracts/package.json libs/contracts/
COPY --from=build /repo/libs/contracts/dist libs/contracts/dist
COPY --from=build /repo/libs/server-kit/package.json libs/server-kit/
COPY --from=build /repo/libs/server-kit/dist libs/server-kit/dist
COPY --from=build /repo/services/${SERVICE} services/${SERVICE}
COPY deploy/docker/healthcheck.js ./healthcheck.js
# `node dist/main.js` whatever the service: one command line for compose, Kubernetes and operators.
RUN rm -rf services/${SERVICE}/src services/${SERVICE}/node_modules \
 && ln -s services/${SERVICE}/dist dist
USER 1000:1000
EXPOSE 3000 3001 3002
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=5 CMD ["node", "healthcheck.js"]
STOPSIGNAL SIGTERM
CMD ["node", "dist/main.js"]
