# syntax=docker/dockerfile:1.7
# The three apps' image: their static builds behind nginx (unprivileged: user 101, ports above
# 1024), one server per app on its own port (8081 customer, 8082 attorney, 8083 admin), each
# sending the Content-Security-Policy its build wrote (dist/content-security-policy.txt, from
# packages/ui/src/content-security-policy.js) and forwarding /api/ to the API's Service.
#
# The apps read their settings (VITE_OIDC_ISSUER, VITE_OIDC_CLIENT_ID, VITE_SENTRY_DSN…) at build
# time, so this image is built per environment from CI's builds, from the repository root:
#   VITE_OIDC_ISSUER=https://id.example.com … pnpm --filter "./apps/{customer,attorney,admin}" build
#   docker build -f deploy/docker/apps.Dockerfile -t registry.example.com/prenup/apps:<tag> .
ARG NGINX_IMAGE=nginxinc/nginx-unprivileged:1.28-alpine
FROM ${NGINX_IMAGE}
USER root
COPY deploy/docker/apps/nginx.conf /etc/nginx/nginx.conf
COPY deploy/docker/apps/app.conf deploy/docker/apps/security-headers.conf /etc/nginx/prenup/
COPY apps/customer/dist /srv/customer
COPY apps/attorney/dist /srv/attorney
COPY apps/admin/dist /srv/admin
# Each server's policy, keyed by its port: the one line of the build's content-security-policy.txt.
RUN set -eu; \
    rm -f /etc/nginx/conf.d/default.conf; \
    { echo 'map $server_port $content_security_policy {'; \
      for entry in 8081:customer 8082:attorney 8083:admin; do \
        port="${entry%%:*}"; app="${entry#*:}"; file="/srv/$app/content-security-policy.txt"; \
        test -s "$file" || { echo "$file is missing: build the apps first" >&2; exit 1; }; \
        printf '  %s "%s";\n' "$port" "$(tr -d '\n' < "$file")"; \
      done; \
      echo '}'; } > /etc/nginx/prenup/content-security-policy.conf; \
    nginx -t
USER 101
EXPOSE 8081 8082 8083
# nginx itself, without the image's entrypoint scripts (they rewrite files, and the root filesystem is read-only).
ENTRYPOINT ["nginx", "-g", "daemon off;"]
