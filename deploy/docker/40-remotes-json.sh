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
echo "40-remotes-json.sh: /remotes.json = $(cat "$out/remotes.json")"
