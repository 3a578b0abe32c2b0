# One static image per front end: docker build -f deploy/docker/frontend.Dockerfile --build-arg APP=mfe-quiz .
FROM node:20-bookworm-slim AS build
ARG APP
WORKDIR /repo
COPY . .
RUN npm install --no-audit --no-fund && npx nx run @grammarpath/${APP}:build

FROM nginx:1.27-alpine
ARG APP
COPY deploy/docker/nginx-static.conf /etc/nginx/conf.d/default.conf
COPY --from=build /repo/${APP}/dist /usr/share/nginx/html
HEALTHCHECK --interval=10s --timeout=3s CMD wget -qO- http://127.0.0.1:8080/ >/dev/null || exit 1
