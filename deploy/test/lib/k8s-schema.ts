import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { objectId, type K8sObject } from './k8s-objects';

/**
 * Validates objects against the Kubernetes schemas (kubernetes-models; see validate-k8s-schemas.mjs).
 * Returns one "Kind/namespace/name: message" line per invalid object; empty when all are valid.
 */
export function kubernetesSchemaErrors(objects: K8sObject[]): string[] {
  const output = execFileSync(process.execPath, [join(__dirname, 'validate-k8s-schemas.mjs')], {
    input: JSON.stringify(objects),
    encoding: 'utf8',
  });
  const errors = JSON.parse(output) as { index: number; error: string }[];
  return errors.map(({ index, error }) => `${objectId(objects[index])}: ${error}`);
}
