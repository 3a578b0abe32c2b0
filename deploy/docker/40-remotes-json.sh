#!/bin/sh
# Run by the nginx image's entrypoint before nginx starts. Only the shell uses /remotes.json; the file is
# written to /tmp/grammarpath (writable even with a read-only root file system) and served with no-cache.
# A mounted /etc/grammarpath/remotes.json (a Kubernetes ConfigMap) wins; otherwise REMOTE_MFE_*_URL, each
# defaulting to the remote under this origin's /mfe/<name>/ path.
set -eu
out=${REMOTES_OUT_DIR:-/tmp/grammarpath}
mounted=${REMOTES_FILE:-/etc/grammarpath/remotes.json}
mkdir -p "$out"
printf '{"app":"%s","version":"%s"}\n' "${APP:-}" "${APP_VERSION:-}" > "$out/version.json"
if [ -f "$mounted" ]; then
  cp "$mounted" "$out/remotes.json"
else
  printf '{"mfe_quiz":"%s","mfe_paths":"%s","mfe_progress":"%s"}\n' \
    "${REMOTE_MFE_QUIZ_URL:-/mfe/quiz/mf-manifest.json}" \
    "${REMOTE_MFE_PATHS_URL:-/mfe/paths/mf-manifest.json}" \
    "${REMOTE_MFE_PROGRESS_URL:-/mfe/progress/mf-manifest.json}" > "$out/remotes.json"
fi

# The Content-Security-Policy of the pages (the gateway's, for single-machine runs, is the same): scripts from
# this origin, the origins of absolute remote URLs and Google's translate widget (loaded only on request).
remote_origins=$(grep -oE 'https?://[^/"]+' "$out/remotes.json" | sort -u | tr '\n' ' ')
translate='https://translate.google.com https://translate.googleapis.com https://translate-pa.googleapis.com https://www.gstatic.com'
policy="default-src 'self'; script-src 'self' ${remote_origins}${translate}; style-src 'self' 'unsafe-inline' https:; img-src 'self' data: blob: https:; font-src 'self' data: https:; connect-src 'self' ${remote_origins}${translate}; media-src 'self' blob: data:; frame-src 'self' ${translate}; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'"
printf 'add_header Content-Security-Policy "%s" always;\n' "$policy" > "$out/csp.conf"

# Learners' pages (DESIGN.md §8): with RENDERER_URL (the shell's), a GET of a page with a session cookie is drawn
# by the shell's renderer, and this server's index.html answers whenever it cannot. Its name is resolved per
# request through the container's nameserver, so a renderer that is down never keeps nginx from starting: in
# Kubernetes give its full name (renderer.<namespace>.svc.cluster.local), which needs no search domain.
renderer=${RENDERER_URL:-}
if [ -n "$renderer" ]; then
  nameserver=$(awk '/^nameserver/ { print $2; exit }' /etc/resolv.conf)
  case "$nameserver" in *:*) nameserver="[$nameserver]" ;; esac
  {
    printf 'set $gp_renders 1;\n'
    printf 'set $gp_renderer "%s";\n' "${renderer%/}"
    printf 'resolver %s valid=10s ipv6=off;\n' "${nameserver:-127.0.0.11}"
  } > "$out/renderer.conf"
else
  printf 'set $gp_renders 0;\n' > "$out/renderer.conf"
fi
echo "40-remotes-json.sh: /remotes.json = $(cat "$out/remotes.json"); learners' pages: ${renderer:-this server}"
