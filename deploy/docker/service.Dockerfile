# One image per back-end service: docker build -f deploy/docker/service.Dockerfile --build-arg SERVICE=identity .
FROM node:20-bookworm-slim AS build
ARG SERVICE
WORKDIR /repo
COPY package.json package-lock.json nx.json tsconfig.base.json ./
COPY libs ./libs
COPY services ./services
RUN npm install --no-audit --no-fund -w @grammarpath/contracts -w @grammarpath/server-kit -w @grammarpath/${SERVICE}
RUN npx tsc -p libs/contracts/tsconfig.build.json \
 && npx tsc -p libs/server-kit/tsconfig.build.json \
 && npx tsc -p services/${SERVICE}/tsconfig.build.json \
 && npm prune --omit=dev

FROM node:20-bookworm-slim
ARG SERVICE
ENV NODE_ENV=production SERVICE=${SERVICE}
WORKDIR /app
COPY --from=build --chown=node:node /repo/node_modules ./node_modules
COPY --from=build --chown=node:node /repo/libs ./libs
COPY --from=build --chown=node:node /repo/services/${SERVICE} ./services/${SERVICE}
COPY --from=build --chown=node:node /repo/package.json ./
USER node
ENV HEALTH_PORT=3000
HEALTHCHECK --interval=10s --timeout=3s --retries=5 CMD node -e "fetch('http://127.0.0.1:'+process.env.HEALTH_PORT+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["sh", "-c", "exec node services/${SERVICE}/dist/main.js"]
