# syntax=docker/dockerfile:1
# One static image per front end (shell, mfe-quiz, mfe-paths, mfe-progress), built from the repository root:
#   docker build -f deploy/docker/frontend.Dockerfile --build-arg APP=mfe-quiz --build-arg VERSION=0.1.0 \
#     -t grammarpath/mfe-quiz:0.1.0 .
# nginx (unprivileged, uid 101) on :8080. Content-hashed files are cached for a year; index.html,
# remoteEntry.js, mf-manifest.json and remotes.json are never cached. A remote answers both at / and under
# any /mfe/<name>/ prefix, so an Ingress or proxy can route a path to it without rewriting.
# The shell writes /remotes.json at start from REMOTE_MFE_*_URL (or copies a mounted
# /etc/grammarpath/remotes.json): repointing a remote needs a restart, never a rebuild.
ARG NODE_IMAGE=node:20.19-bookworm-slim
ARG NGINX_IMAGE=nginxinc/nginx-unprivileged:1.27.5-alpine

FROM ${NODE_IMAGE} AS build
ARG APP
WORKDIR /repo
COPY package.json package-lock.json ./
COPY libs/contracts/package.json libs/contracts/
COPY libs/platform/package.json libs/platform/
# The front end's own manifest declares its build tools (rspack, the Module Federation plugin) and its version.
COPY ${APP}/package.json ${APP}/
RUN npm install --no-audit --no-fund --ignore-scripts \
      -w @grammarpath/contracts -w @grammarpath/platform -w @grammarpath/${APP}
COPY tsconfig.base.json tsconfig.web.json ./
COPY tools tools
COPY libs/contracts libs/contracts
COPY libs/platform libs/platform
COPY ${APP} ${APP}
RUN cd ${APP} && NODE_ENV=production npm run build && rm -f dist/*.map

FROM ${NGINX_IMAGE} AS runtime
ARG APP
ARG VERSION=0.1.0
LABEL org.opencontainers.image.title="grammarpath-${APP}" \
      org.opencontainers.image.version="${VERSION}"
ENV APP=${APP} APP_VERSION=${VERSION}
COPY deploy/docker/nginx-static.conf /etc/nginx/conf.d/default.conf
COPY deploy/docker/40-remotes-json.sh /docker-entrypoint.d/40-remotes-json.sh
COPY --from=build /repo/${APP}/dist /usr/share/nginx/html
USER 101
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --retries=5 CMD ["wget", "-qO-", "http://127.0.0.1:8080/healthz"]
