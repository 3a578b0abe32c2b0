import { parseAllDocuments } from 'yaml';

/** A rendered Kubernetes object, as `kubectl kustomize` prints it. */
export type K8sObject = {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string>; [key: string]: unknown };
  [key: string]: unknown;
};

export interface Container {
  name: string;
  image: string;
  [key: string]: unknown;
}

type Spec = { [key: string]: unknown };

const WORKLOADS = new Set(['Deployment', 'StatefulSet', 'DaemonSet', 'ReplicaSet', 'Job']);
const isObject = (value: unknown): value is Spec =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The non-empty documents of a multi-document YAML text; a syntax error names its source. */
export function parseYamlDocuments(text: string, source: string): unknown[] {
  return parseAllDocuments(text)
    .map((document) => {
      if (document.errors.length > 0) throw new Error(`${source}: ${document.errors[0].message}`);
      return document.toJS() as unknown;
    })
    .filter((value) => value !== null && value !== undefined);
}

/** "Kind/namespace/name": how the checks name an object. */
export function objectId(object: K8sObject): string {
  return `${object.kind}/${object.metadata.namespace ?? ''}/${object.metadata.name}`;
}

/** The pod template of a workload (Deployment, Job …). */
export function podTemplate(
  object: K8sObject,
): { metadata?: { labels?: Record<string, string> }; spec: Spec } | undefined {
  const spec = isObject(object.spec) ? object.spec : undefined;
  if (!WORKLOADS.has(object.kind) || !spec || !isObject(spec.template)) return undefined;
  return spec.template as { metadata?: { labels?: Record<string, string> }; spec: Spec };
}

/** Every container and init container of a workload. */
export function containersOf(object: K8sObject): Container[] {
  const template = podTemplate(object);
  if (!template) return [];
  return [
    ...((template.spec.initContainers as Container[] | undefined) ?? []),
    ...((template.spec.containers as Container[] | undefined) ?? []),
  ];
}

/** Splits `registry/name:tag@digest` into name, tag and digest. */
export function parseImage(image: string): { name: string; tag?: string; digest?: string } {
  const [withTag, digest] = image.split('@');
  const slash = withTag.lastIndexOf('/');
  const colon = withTag.lastIndexOf(':');
  if (colon > slash) return { name: withTag.slice(0, colon), tag: withTag.slice(colon + 1), digest };
  return { name: withTag, digest };
}
