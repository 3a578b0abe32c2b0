# syntax=docker/dockerfile:1
# The shell's renderer of learner pages (DESIGN.md §8), built from the repository root:
#   docker build -f deploy/docker/renderer.Dockerfile --build-arg VERSION=0.1.0 -t grammarpath/renderer:0.1.0 .
# It is the shell's: built from the shell's sources by the shell's `npm run build`, shipped with the shell's
# version. Node on :3003 as uid 1000, with only the renderer's build (one bundle, no node_modules: the federation
# host that loads the remotes' server containers at run time) and the shell's index.html, every page's template.
# It reads /remotes.json and the remotes' server containers from FRONTEND_URL, the session and the pages' data
# from IDENTITY_URL and LEARNING_URL. SIGTERM: it stops accepting, finishes the pages it has, and exits.
ARG NODE_IMAGE=node:20.19-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /repo
COPY package.json package-lock.json ./
COPY libs/contracts/package.json libs/contracts/
COPY libs/platform/package.json libs/platform/
COPY shell/package.json shell/
RUN npm install --no-audit --no-fund --ignore-scripts \
      -w @grammarpath/contracts -w @grammarpath/platform -w @grammarpath/shell
COPY tsconfig.base.json tsconfig.web.json ./
COPY tools tools
COPY libs/contracts libs/contracts
COPY libs/platform libs/platform
COPY shell shell
RUN cd shell && NODE_ENV=production npm run build

FROM ${NODE_IMAGE} AS runtime
ARG VERSION=0.1.0
LABEL org.opencontainers.image.title="grammarpath-renderer" \
      org.opencontainers.image.version="${VERSION}" \
      org.opencontainers.image.source="https://github.com/grammarpath/grammarpath"
ENV NODE_ENV=production SERVICE=renderer HOST=0.0.0.0 RENDERER_PORT=3003
WORKDIR /app
COPY --from=build /repo/shell/renderer-build shell/renderer-build
COPY --from=build /repo/shell/dist/index.html /repo/shell/dist/learner-start*.js shell/dist/
COPY deploy/docker/healthcheck.js ./healthcheck.js
USER 1000:1000
EXPOSE 3003
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=5 CMD ["node", "healthcheck.js"]
STOPSIGNAL SIGTERM
CMD ["node", "shell/renderer-build/renderer.js"]
