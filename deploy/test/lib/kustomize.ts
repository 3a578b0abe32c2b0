import { execFileSync, spawnSync } from 'node:child_process';
import { type K8sObject, parseYamlDocuments } from './k8s-objects';

/** The kubectl that renders the manifests (its built-in kustomize v5); KUBECTL points at another one. */
const KUBECTL = process.env.KUBECTL ?? 'kubectl';

/** Why the Kubernetes manifests cannot be rendered on this machine, or undefined when they can. */
export const kustomizeUnavailable: string | undefined =
  spawnSync(KUBECTL, ['version', '--client'], { encoding: 'utf8' }).status === 0
    ? undefined
    : `${KUBECTL} is not installed: the Kubernetes manifests are rendered by \`kubectl kustomize\` ` +
      '(kustomize v5), so their checks are skipped. Install kubectl, or set KUBECTL to one.';

/** Renders the kustomization in `dir` into its list of objects with `kubectl kustomize dir`. */
export function renderKustomization(dir: string): K8sObject[] {
  const yaml = execFileSync(KUBECTL, ['kustomize', dir], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return parseYamlDocuments(yaml, `kubectl kustomize ${dir}`) as K8sObject[];
}
