import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseAllDocuments } from 'yaml';

/**
 * A small kustomize-compatible renderer for the features deploy/k8s uses — resources (files and directories
 * with a kustomization), namespace, labels (pairs, includeSelectors, includeTemplates), commonLabels, images
 * (newName, newTag, digest) and patches (strategic merge and JSON 6902, with a target). No real kustomize is
 * installable here from Debian or npm. Anything else in a kustomization is refused, so the renderer never
 * silently differs from `kubectl kustomize`.
 */

export type K8sObject = {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string>; [key: string]: unknown };
  [key: string]: unknown;
};

interface LabelsEntry {
  pairs: Record<string, string>;
  includeSelectors?: boolean;
  includeTemplates?: boolean;
}
interface ImageEntry {
  name: string;
  newName?: string;
  newTag?: string;
  digest?: string;
}
interface PatchTarget {
  kind?: string;
  name?: string;
  group?: string;
  version?: string;
}
interface PatchEntry {
  path?: string;
  patch?: string;
  target?: PatchTarget;
}
interface Kustomization {
  apiVersion?: string;
  kind?: string;
  resources?: string[];
  namespace?: string;
  labels?: LabelsEntry[];
  commonLabels?: Record<string, string>;
  images?: ImageEntry[];
  patches?: PatchEntry[];
}

const SUPPORTED = new Set([
  'apiVersion',
  'kind',
  'resources',
  'namespace',
  'labels',
  'commonLabels',
  'images',
  'patches',
]);
const CLUSTER_SCOPED = new Set([
  'Namespace',
  'ClusterRole',
  'ClusterRoleBinding',
  'CustomResourceDefinition',
  'PersistentVolume',
  'StorageClass',
  'IngressClass',
  'PriorityClass',
]);
const WORKLOADS = new Set(['Deployment', 'StatefulSet', 'DaemonSet', 'ReplicaSet', 'Job']);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function parseYamlDocuments(text: string, source: string): unknown[] {
  return parseAllDocuments(text)
    .map((document) => {
      if (document.errors.length > 0) throw new Error(`${source}: ${document.errors[0].message}`);
      return document.toJS() as unknown;
    })
    .filter((value) => value !== null && value !== undefined);
}

function readYaml(path: string): unknown[] {
  return parseYamlDocuments(readFileSync(path, 'utf8'), path);
}

function kustomizationFile(dir: string): string {
  for (const name of ['kustomization.yaml', 'kustomization.yml', 'Kustomization']) {
    if (existsSync(join(dir, name))) return join(dir, name);
  }
  throw new Error(`${dir}: no kustomization.yaml`);
}

/** Renders the kustomization in `dir` into its list of objects, like `kubectl kustomize dir`. */
export function renderKustomization(dir: string): K8sObject[] {
  const file = kustomizationFile(dir);
  const [kustomization] = readYaml(file) as Kustomization[];
  const unsupported = Object.keys(kustomization).filter((key) => !SUPPORTED.has(key));
  if (unsupported.length > 0)
    throw new Error(`${file}: unsupported by this renderer: ${unsupported.join(', ')}`);

  let objects: K8sObject[] = [];
  for (const resource of kustomization.resources ?? []) {
    const path = resolve(dir, resource);
    if (!existsSync(path)) throw new Error(`${file}: resource ${resource} does not exist`);
    if (statSync(path).isDirectory()) objects.push(...renderKustomization(path));
    else objects.push(...(readYaml(path) as K8sObject[]));
  }
  for (const object of objects) assertObject(object, file);
  assertUnique(objects, file);

  for (const entry of kustomization.patches ?? []) objects = applyPatch(objects, entry, dir, file);
  if (kustomization.namespace) setNamespace(objects, kustomization.namespace);
  if (kustomization.commonLabels)
    addLabels(objects, { pairs: kustomization.commonLabels, includeSelectors: true });
  for (const entry of kustomization.labels ?? []) addLabels(objects, entry);
  for (const image of kustomization.images ?? []) setImage(objects, image);
  return objects;
}

function assertObject(object: K8sObject, file: string): void {
  if (!isObject(object) || typeof object.apiVersion !== 'string' || typeof object.kind !== 'string')
    throw new Error(`${file}: a resource without apiVersion or kind`);
  if (!isObject(object.metadata) || typeof object.metadata.name !== 'string')
    throw new Error(`${file}: a ${object.kind} without metadata.name`);
}

export function objectId(object: K8sObject): string {
  return `${object.kind}/${object.metadata.namespace ?? ''}/${object.metadata.name}`;
}

function assertUnique(objects: K8sObject[], file: string): void {
  const seen = new Set<string>();
  for (const object of objects) {
    const id = objectId(object);
    if (seen.has(id)) throw new Error(`${file}: ${id} is defined twice`);
    seen.add(id);
  }
}

function matches(object: K8sObject, target: PatchTarget): boolean {
  const [group, version] = object.apiVersion.includes('/')
    ? object.apiVersion.split('/')
    : ['', object.apiVersion];
  return (
    (target.kind === undefined || target.kind === object.kind) &&
    (target.name === undefined || target.name === object.metadata.name) &&
    (target.group === undefined || target.group === group) &&
    (target.version === undefined || target.version === version)
  );
}

function applyPatch(objects: K8sObject[], entry: PatchEntry, dir: string, file: string): K8sObject[] {
  const source = entry.path ? join(dir, entry.path) : `${file} (inline patch)`;
  const text = entry.path ? readFileSync(join(dir, entry.path), 'utf8') : entry.patch;
  if (text === undefined) throw new Error(`${file}: a patch needs path or patch`);
  const [patch] = parseYamlDocuments(text, source);
  if (Array.isArray(patch)) {
    if (!entry.target) throw new Error(`${source}: a JSON 6902 patch needs a target`);
    const targets = objects.filter((object) => matches(object, entry.target as PatchTarget));
    if (targets.length === 0) throw new Error(`${source}: the target matches no resource`);
    return objects.map((object) =>
      targets.includes(object)
        ? (applyJson6902(object as unknown as Json, patch, source) as K8sObject)
        : object,
    );
  }
  if (!isObject(patch)) throw new Error(`${source}: a patch must be a list of operations or an object`);
  const patchObject = patch as unknown as K8sObject;
  const target = entry.target ?? { kind: patchObject.kind, name: patchObject.metadata?.name };
  const targets = objects.filter((object) => matches(object, target));
  if (targets.length === 0) throw new Error(`${source}: the patch matches no resource`);
  return objects.map((object) =>
    targets.includes(object)
      ? (strategicMerge(object as unknown as Json, patch, 'name') as unknown as K8sObject)
      : object,
  );
}

/** Strategic merge: objects merge key by key, null deletes, lists of objects with a `name` merge by name. */
export function strategicMerge(base: Json, patch: Json, mergeKey: string): Json {
  if (isObject(base) && isObject(patch)) {
    const result: JsonObject = { ...base };
    for (const [key, value] of Object.entries(patch)) {
      if (value === null) delete result[key];
      else result[key] = key in base ? strategicMerge(base[key], value, mergeKey) : value;
    }
    return result;
  }
  const keyed = (list: Json[]) => list.every((item) => isObject(item) && typeof item[mergeKey] === 'string');
  if (Array.isArray(base) && Array.isArray(patch) && keyed(base) && keyed(patch)) {
    const result = base.map((item) => {
      const update = patch.find(
        (candidate) => (candidate as JsonObject)[mergeKey] === (item as JsonObject)[mergeKey],
      );
      return update === undefined ? item : strategicMerge(item, update, mergeKey);
    });
    const added = patch.filter(
      (item) =>
        !base.some((existing) => (existing as JsonObject)[mergeKey] === (item as JsonObject)[mergeKey]),
    );
    return [...result, ...added];
  }
  return patch;
}

interface Operation {
  op: string;
  path: string;
  value?: Json;
}

/** JSON Patch (RFC 6902) add, replace and remove; the others are refused. */
export function applyJson6902(document: Json, operations: unknown[], source: string): Json {
  const result = structuredClone(document);
  for (const raw of operations) {
    const operation = raw as Operation;
    const segments = operation.path
      .split('/')
      .slice(1)
      .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
    const last = segments.pop();
    if (last === undefined) throw new Error(`${source}: empty path`);
    let parent: Json = result;
    for (const segment of segments) {
      const next: Json | undefined = Array.isArray(parent)
        ? parent[Number(segment)]
        : isObject(parent)
          ? parent[segment]
          : undefined;
      if (next === undefined || next === null || typeof next !== 'object')
        throw new Error(`${source}: ${operation.path} does not exist`);
      parent = next;
    }
    if (operation.op !== 'add' && operation.op !== 'replace' && operation.op !== 'remove')
      throw new Error(`${source}: unsupported operation ${operation.op}`);
    if (Array.isArray(parent)) {
      const index = last === '-' ? parent.length : Number(last);
      if (operation.op === 'add') parent.splice(index, 0, operation.value as Json);
      else if (index >= parent.length) throw new Error(`${source}: ${operation.path} does not exist`);
      else if (operation.op === 'replace') parent[index] = operation.value as Json;
      else parent.splice(index, 1);
    } else if (isObject(parent)) {
      if (operation.op !== 'add' && !(last in parent))
        throw new Error(`${source}: ${operation.path} does not exist`);
      if (operation.op === 'remove') delete parent[last];
      else parent[last] = operation.value as Json;
    }
  }
  return result;
}

function setNamespace(objects: K8sObject[], namespace: string): void {
  for (const object of objects) {
    if (!CLUSTER_SCOPED.has(object.kind)) object.metadata.namespace = namespace;
  }
}

type Spec = { [key: string]: unknown };
const specOf = (object: K8sObject): Spec | undefined =>
  isObject(object.spec) ? (object.spec as Spec) : undefined;

/** The pod template of a workload (Deployment, Job …). */
export function podTemplate(
  object: K8sObject,
): { metadata?: { labels?: Record<string, string> }; spec: Spec } | undefined {
  const spec = specOf(object);
  if (!WORKLOADS.has(object.kind) || !spec || !isObject(spec.template)) return undefined;
  return spec.template as { metadata?: { labels?: Record<string, string> }; spec: Spec };
}

function addLabels(objects: K8sObject[], entry: LabelsEntry): void {
  for (const object of objects) {
    object.metadata.labels = { ...object.metadata.labels, ...entry.pairs };
    const template = podTemplate(object);
    if (template && (entry.includeTemplates || entry.includeSelectors)) {
      template.metadata = { ...template.metadata, labels: { ...template.metadata?.labels, ...entry.pairs } };
    }
    if (!entry.includeSelectors) continue;
    const spec = specOf(object);
    if (!spec) continue;
    if (object.kind === 'Service') spec.selector = { ...(spec.selector as object), ...entry.pairs };
    else if (isObject(spec.selector) && object.kind !== 'Job') {
      const selector = spec.selector as { matchLabels?: Record<string, string> };
      selector.matchLabels = { ...selector.matchLabels, ...entry.pairs };
    }
  }
}

export interface Container {
  name: string;
  image: string;
  [key: string]: unknown;
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

function setImage(objects: K8sObject[], entry: ImageEntry): void {
  for (const container of objects.flatMap(containersOf)) {
    const current = parseImage(container.image);
    if (current.name !== entry.name) continue;
    const name = entry.newName ?? current.name;
    if (entry.digest) container.image = `${name}@${entry.digest}`;
    else {
      const tag = entry.newTag ?? current.tag;
      container.image = tag ? `${name}:${tag}` : name;
    }
  }
}
