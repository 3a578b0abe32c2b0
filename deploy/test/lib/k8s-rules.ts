import { REMOTE_NAMES } from '@grammarpath/contracts';
import { containersOf, type Container, type K8sObject, parseImage, podTemplate } from './k8s-objects';
import { deployableOf, REMOTE_DEPLOYABLES, remotePath } from './remotes';

/** The stateless services: autoscaled, disruption-budgeted, drained on shutdown. */
export const SERVICES = ['gateway', 'identity', 'learning'] as const;
/** The shell and every remote of the registry (libs/contracts REMOTES). */
export const FRONT_ENDS = ['shell', ...REMOTE_DEPLOYABLES];
/** Ingress path → Service: the shell at /, each remote at its mount (REMOTES), the API at /api. */
export const ROUTES: Record<string, string> = {
  '/': 'shell',
  '/api': 'gateway',
  ...Object.fromEntries(REMOTE_NAMES.map((remote) => [remotePath(remote), deployableOf(remote)])),
};

type Probe = { httpGet?: { path?: string; port?: string | number } };
type Resources = { requests?: Record<string, string>; limits?: Record<string, string> };
type SecurityContext = { runAsNonRoot?: boolean; runAsUser?: number; allowPrivilegeEscalation?: boolean };

const byKind = (objects: K8sObject[], kind: string) => objects.filter((object) => object.kind === kind);
const find = (objects: K8sObject[], kind: string, name: string) =>
  objects.find((object) => object.kind === kind && object.metadata.name === name);
const spec = (object: K8sObject) => (object.spec ?? {}) as Record<string, unknown>;

function imageProblems(where: string, container: Container): string[] {
  const { tag, digest } = parseImage(container.image);
  if (digest) return [];
  if (!tag) return [`${where}: image ${container.image} has no tag`];
  if (tag === 'latest') return [`${where}: image ${container.image} uses the latest tag`];
  return [];
}

function containerProblems(object: K8sObject, container: Container, isInit: boolean): string[] {
  const where = `${object.kind}/${object.metadata.name} container ${container.name}`;
  const problems = imageProblems(where, container);
  const resources = (container.resources ?? {}) as Resources;
  for (const section of ['requests', 'limits'] as const) {
    for (const resource of ['cpu', 'memory']) {
      if (!resources[section]?.[resource])
        problems.push(`${where}: resources.${section}.${resource} is not set`);
    }
  }
  const security = (container.securityContext ?? {}) as SecurityContext;
  if (security.allowPrivilegeEscalation !== false)
    problems.push(`${where}: securityContext.allowPrivilegeEscalation must be false`);
  if (object.kind === 'Deployment' && !isInit) {
    for (const probe of ['readinessProbe', 'livenessProbe']) {
      if (!container[probe]) problems.push(`${where}: no ${probe}`);
    }
    const ports = ((container.ports ?? []) as { name?: string; containerPort: number }[]).map(
      (port) => port.name ?? port.containerPort,
    );
    for (const probe of ['readinessProbe', 'livenessProbe', 'startupProbe']) {
      const port = (container[probe] as Probe | undefined)?.httpGet?.port;
      if (port !== undefined && typeof port === 'string' && !ports.includes(port))
        problems.push(`${where}: ${probe} uses port ${port}, which the container does not declare`);
    }
    const lifecycle = container.lifecycle as { preStop?: unknown } | undefined;
    if (!lifecycle?.preStop) problems.push(`${where}: no preStop hook (traffic must leave before SIGTERM)`);
  }
  return problems;
}

/**
 * The rules every rendered manifest set must keep, beyond the Kubernetes schemas: probes, resources,
 * non-root security contexts, pinned images, graceful shutdown, and references that resolve (Services to pods,
 * the Ingress to Services, autoscalers to Deployments, pods to ConfigMaps and Secrets). One line per problem.
 */
export function policyViolations(objects: K8sObject[]): string[] {
  const problems: string[] = [];
  const workloads = objects.filter((object) => podTemplate(object));
  for (const workload of workloads) {
    const name = `${workload.kind}/${workload.metadata.name}`;
    const template = podTemplate(workload)!;
    const podSecurity = (template.spec.securityContext ?? {}) as SecurityContext;
    const initContainers = (template.spec.initContainers ?? []) as Container[];
    const containers = containersOf(workload);
    if (containers.length === 0) problems.push(`${name}: no containers`);
    for (const container of containers) {
      const security = (container.securityContext ?? {}) as SecurityContext;
      const nonRoot = security.runAsNonRoot ?? podSecurity.runAsNonRoot;
      const user = security.runAsUser ?? podSecurity.runAsUser;
      if (nonRoot !== true) problems.push(`${name} container ${container.name}: runAsNonRoot must be true`);
      if (user === 0) problems.push(`${name} container ${container.name}: runs as uid 0`);
      problems.push(...containerProblems(workload, container, initContainers.includes(container)));
    }
    if (workload.kind === 'Deployment' && typeof template.spec.terminationGracePeriodSeconds !== 'number')
      problems.push(`${name}: terminationGracePeriodSeconds is not set`);
    // Every ConfigMap and Secret a pod reads must exist.
    for (const container of containers) {
      for (const source of (container.envFrom ?? []) as {
        configMapRef?: { name: string };
        secretRef?: { name: string };
      }[]) {
        if (source.configMapRef && !find(objects, 'ConfigMap', source.configMapRef.name))
          problems.push(`${name}: ConfigMap ${source.configMapRef.name} does not exist`);
        if (source.secretRef && !find(objects, 'Secret', source.secretRef.name))
          problems.push(`${name}: Secret ${source.secretRef.name} does not exist`);
      }
    }
    for (const volume of (template.spec.volumes ?? []) as { configMap?: { name: string } }[]) {
      if (volume.configMap && !find(objects, 'ConfigMap', volume.configMap.name))
        problems.push(`${name}: ConfigMap ${volume.configMap.name} does not exist`);
    }
  }

  const deploymentLabels = byKind(objects, 'Deployment').map((deployment) => ({
    deployment,
    labels: podTemplate(deployment)?.metadata?.labels ?? {},
  }));
  const selects = (selector: Record<string, string>) =>
    deploymentLabels.filter(({ labels }) =>
      Object.entries(selector).every(([key, value]) => labels[key] === value),
    );

  for (const service of byKind(objects, 'Service')) {
    const selector = (spec(service).selector ?? {}) as Record<string, string>;
    const targets = selects(selector);
    if (Object.keys(selector).length === 0 || targets.length === 0)
      problems.push(`Service/${service.metadata.name}: selects no Deployment's pods`);
    for (const port of (spec(service).ports ?? []) as { targetPort?: string | number }[]) {
      if (typeof port.targetPort !== 'string') continue;
      const declared = targets.some(({ deployment }) =>
        containersOf(deployment).some((container) =>
          ((container.ports ?? []) as { name?: string }[]).some((p) => p.name === port.targetPort),
        ),
      );
      if (!declared)
        problems.push(`Service/${service.metadata.name}: targetPort ${port.targetPort} is not declared`);
    }
  }

  const ingresses = byKind(objects, 'Ingress');
  if (ingresses.length === 0) problems.push('no Ingress');
  const routed = new Map<string, string>();
  for (const ingress of ingresses) {
    for (const rule of (spec(ingress).rules ?? []) as {
      http?: { paths: { path: string; backend: { service?: { name: string; port: { name?: string } } } }[] };
    }[]) {
      for (const path of rule.http?.paths ?? []) {
        const backend = path.backend.service;
        if (!backend) continue;
        routed.set(path.path, backend.name);
        const service = find(objects, 'Service', backend.name);
        if (!service)
          problems.push(`Ingress/${ingress.metadata.name}: ${path.path} → missing Service ${backend.name}`);
        else if (
          backend.port.name &&
          !((spec(service).ports ?? []) as { name?: string }[]).some(
            (port) => port.name === backend.port.name,
          )
        )
          problems.push(
            `Ingress/${ingress.metadata.name}: ${path.path} → Service ${backend.name} has no port ${backend.port.name}`,
          );
      }
    }
  }
  for (const [path, service] of Object.entries(ROUTES)) {
    if (routed.get(path) !== service) problems.push(`Ingress: ${path} must route to ${service}`);
  }

  for (const name of [...SERVICES, ...FRONT_ENDS]) {
    if (!find(objects, 'Deployment', name)) problems.push(`Deployment/${name} is missing`);
    if (!find(objects, 'Service', name)) problems.push(`Service/${name} is missing`);
  }
  for (const name of SERVICES) {
    const hpa = byKind(objects, 'HorizontalPodAutoscaler').find(
      (candidate) => (spec(candidate).scaleTargetRef as { name?: string } | undefined)?.name === name,
    );
    if (!hpa) problems.push(`Deployment/${name}: no HorizontalPodAutoscaler`);
    else if (((spec(hpa).minReplicas as number | undefined) ?? 1) < 2)
      problems.push(`HorizontalPodAutoscaler/${hpa.metadata.name}: minReplicas must be at least 2`);
  }
  for (const hpa of byKind(objects, 'HorizontalPodAutoscaler')) {
    const target = (spec(hpa).scaleTargetRef ?? {}) as { kind?: string; name?: string };
    if (!find(objects, target.kind ?? '', target.name ?? ''))
      problems.push(
        `HorizontalPodAutoscaler/${hpa.metadata.name}: target ${target.kind}/${target.name} does not exist`,
      );
  }
  const budgets = byKind(objects, 'PodDisruptionBudget');
  if (budgets.length === 0) problems.push('no PodDisruptionBudget');
  for (const budget of budgets) {
    const selector =
      ((spec(budget).selector ?? {}) as { matchLabels?: Record<string, string> }).matchLabels ?? {};
    if (selects(selector).length === 0)
      problems.push(`PodDisruptionBudget/${budget.metadata.name}: selects no Deployment's pods`);
  }
  const job = byKind(objects, 'Job').find((candidate) =>
    containersOf(candidate).some((container) =>
      JSON.stringify(container.command ?? []).includes('migrate.js'),
    ),
  );
  if (!job) problems.push('no migration Job (a Job that runs dist/migrate.js)');

  const remotes = find(objects, 'ConfigMap', 'grammarpath-remotes');
  const remotesJson = (remotes?.data as Record<string, string> | undefined)?.['remotes.json'];
  if (!remotesJson) problems.push('ConfigMap/grammarpath-remotes: no remotes.json');
  else {
    try {
      const parsed = JSON.parse(remotesJson) as Record<string, unknown>;
      for (const remote of REMOTE_NAMES) {
        if (typeof parsed[remote] !== 'string') problems.push(`remotes.json: no URL for ${remote}`);
      }
    } catch {
      problems.push('remotes.json is not valid JSON');
    }
  }
  return problems;
}
