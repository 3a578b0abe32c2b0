import { join } from 'node:path';
import { containersOf, type K8sObject, podTemplate } from './lib/k8s-objects';
import { kubernetesSchemaErrors } from './lib/k8s-schema';
import { FRONT_ENDS, policyViolations, SERVICES } from './lib/k8s-rules';
import { kustomizeUnavailable, renderKustomization } from './lib/kustomize';
import { DEFAULT_REMOTES_FILE } from './lib/remotes';

const K8S = join(__dirname, '..', 'k8s');
const rendered = new Map<string, K8sObject[]>();
/** `kubectl kustomize deploy/k8s/<dir>`, once per directory. */
const render = (dir: string) => {
  if (!rendered.has(dir)) rendered.set(dir, renderKustomization(join(K8S, dir)));
  return rendered.get(dir)!;
};
// Without kubectl nothing here can be rendered: every check is skipped, and the reason printed once.
const withKubectl = kustomizeUnavailable ? describe.skip : describe;
if (kustomizeUnavailable) console.warn(`deploy/test/k8s.spec.ts skipped: ${kustomizeUnavailable}`);
const find = (objects: K8sObject[], kind: string, name: string) => {
  const object = objects.find((candidate) => candidate.kind === kind && candidate.metadata.name === name);
  if (!object) throw new Error(`${kind}/${name} not rendered`);
  return object;
};
const mainContainer = (objects: K8sObject[], name: string) =>
  containersOf(find(objects, 'Deployment', name))[0];

withKubectl.each(['base', 'overlays/example'])('deploy/k8s/%s', (dir) => {
  let objects: K8sObject[];
  beforeAll(() => {
    objects = render(dir);
  });

  it('renders every object valid against the Kubernetes schemas', () => {
    expect(kubernetesSchemaErrors(objects)).toEqual([]);
  });

  it('keeps the deployment rules: probes, resources, non-root, pinned images, drain, references', () => {
    expect(policyViolations(objects)).toEqual([]);
  });

  it('gives every deployable its own image', () => {
    const images = [...SERVICES, ...FRONT_ENDS, 'renderer'].map((name) => mainContainer(objects, name).image);
    expect(new Set(images).size).toBe(images.length);
    for (const name of [...SERVICES, ...FRONT_ENDS])
      expect(mainContainer(objects, name).image).toContain(`/${name}:`);
  });
});

withKubectl('the base', () => {
  it('lists every remote of the registry (libs/contracts REMOTES) at its mount in the remotes file', () => {
    const remotes = render('base').find((object) => object.metadata.name === 'grammarpath-remotes');
    expect(JSON.parse((remotes?.data as Record<string, string>)['remotes.json'])).toEqual(
      DEFAULT_REMOTES_FILE,
    );
  });
});

withKubectl("the shell's renderer", () => {
  it('runs as a scaled Deployment behind a Service, configured to find the services and the product', () => {
    const objects = render('base');
    const renderer = mainContainer(objects, 'renderer');
    expect(renderer.command).toEqual(['node', 'shell/renderer-build/renderer.js']);
    expect(renderer.ports).toEqual([{ name: 'http', containerPort: 3003 }]);
    expect((find(objects, 'Service', 'renderer').spec as { ports: unknown[] }).ports).toEqual([
      { name: 'http', port: 3003, targetPort: 'http' },
    ]);
    const config = find(objects, 'ConfigMap', 'grammarpath-config').data as Record<string, string>;
    expect(config).toMatchObject({
      RENDERER_PORT: '3003',
      IDENTITY_URL: 'http://identity:3001',
      LEARNING_URL: 'http://learning:3002',
      FRONTEND_URL: expect.stringMatching(/^https?:\/\//),
    });
    const hpa = objects.find(
      (object) =>
        object.kind === 'HorizontalPodAutoscaler' &&
        (object.spec as { scaleTargetRef: { name: string } }).scaleTargetRef.name === 'renderer',
    );
    expect((hpa?.spec as { minReplicas: number }).minReplicas).toBeGreaterThanOrEqual(2);
    expect(find(objects, 'PodDisruptionBudget', 'renderer')).toBeDefined();
  });

  it("receives learners' pages from the shell's server, by the full name of its Service", () => {
    const objects = render('base');
    const env = mainContainer(objects, 'shell').env as { name: string; value?: string }[];
    const url = new URL(
      (env.find((variable) => variable.name === 'RENDERER_URL')?.value ?? '').replace(
        '$(POD_NAMESPACE)',
        'grammarpath',
      ),
    );
    const port = (find(objects, 'Service', 'renderer').spec as { ports: { port: number }[] }).ports[0].port;
    expect(url.host).toBe(`renderer.grammarpath.svc.cluster.local:${port}`);
    // $(POD_NAMESPACE) is expanded by Kubernetes only when that variable comes first.
    expect(env.findIndex((variable) => variable.name === 'POD_NAMESPACE')).toBeLessThan(
      env.findIndex((variable) => variable.name === 'RENDERER_URL'),
    );
  });

  it("ships with the shell's tag and reads the environment's host (the example overlay)", () => {
    const objects = render('overlays/example');
    expect(mainContainer(objects, 'renderer').image).toBe(
      mainContainer(objects, 'shell').image.replace('/shell:', '/renderer:'),
    );
    expect(
      (find(objects, 'ConfigMap', 'grammarpath-config').data as Record<string, string>).FRONTEND_URL,
    ).toBe('https://grammarpath.example.com');
  });
});

withKubectl('the example overlay', () => {
  let objects: K8sObject[];
  beforeAll(() => {
    objects = render('overlays/example');
  });

  it('puts everything namespaced into its namespace and labels every object', () => {
    for (const object of objects) {
      if (object.kind !== 'Namespace') expect(object.metadata.namespace).toBe('grammarpath');
      expect(object.metadata.labels).toMatchObject({
        'app.kubernetes.io/part-of': 'grammarpath',
        'app.kubernetes.io/instance': 'grammarpath-example',
      });
    }
  });

  it('keeps selectors unchanged so a relabelled release still finds its pods', () => {
    expect((find(objects, 'Deployment', 'gateway').spec as { selector: unknown }).selector).toEqual({
      matchLabels: { 'app.kubernetes.io/name': 'gateway' },
    });
  });

  it('ships one remote alone: its own registry image and version', () => {
    expect(mainContainer(objects, 'mfe-quiz').image).toBe('registry.example.com/grammarpath/mfe-quiz:0.1.1');
    expect(mainContainer(objects, 'mfe-paths').image).toBe(
      'registry.example.com/grammarpath/mfe-paths:0.1.0',
    );
    const job = find(objects, 'Job', 'migrate');
    expect(containersOf(job).map((container) => container.image)).toEqual([
      'registry.example.com/grammarpath/identity:0.1.0',
      'registry.example.com/grammarpath/learning:0.1.0',
    ]);
  });

  it('applies its patches: host and TLS on the Ingress, secrets, learning sizing', () => {
    const ingress = find(objects, 'Ingress', 'grammarpath').spec as {
      rules: { host?: string }[];
      tls: unknown[];
    };
    expect(ingress.rules[0].host).toBe('grammarpath.example.com');
    expect(ingress.tls).toEqual([{ hosts: ['grammarpath.example.com'], secretName: 'grammarpath-tls' }]);
    const secret = find(objects, 'Secret', 'grammarpath-secrets') as K8sObject & {
      stringData: Record<string, string>;
    };
    expect(secret.stringData.DATABASE_URL).toContain('postgres.example.internal');
    expect(Object.keys(secret.stringData).sort()).toEqual(['DATABASE_URL', 'REDIS_URL', 'SESSION_SECRET']);
    const learning = mainContainer(objects, 'learning');
    expect(learning.resources).toEqual({
      requests: { cpu: '200m', memory: '256Mi' },
      limits: { cpu: '2', memory: '768Mi' },
    });
    expect(learning.readinessProbe).toBeDefined();
  });

  it('mounts the remotes file into the shell, where the image serves it as /remotes.json', () => {
    const shell = podTemplate(find(objects, 'Deployment', 'shell'))!.spec;
    expect(shell.volumes).toContainEqual({ name: 'remotes', configMap: { name: 'grammarpath-remotes' } });
    expect(mainContainer(objects, 'shell').volumeMounts).toContainEqual({
      name: 'remotes',
      mountPath: '/etc/grammarpath',
      readOnly: true,
    });
  });
});

/** A broken copy of the rendered base: the validators must catch each mistake. */
withKubectl('the validators catch a broken manifest', () => {
  const broken = (mutate: (objects: K8sObject[]) => void) => {
    const objects = structuredClone(render('base'));
    mutate(objects);
    return objects;
  };

  it.each<[string, (objects: K8sObject[]) => void, RegExp]>([
    [
      'a missing readiness probe',
      (o) => delete mainContainer(o, 'identity').readinessProbe,
      /identity container identity: no readinessProbe/,
    ],
    [
      'a latest tag',
      (o) => (mainContainer(o, 'mfe-quiz').image = 'grammarpath/mfe-quiz:latest'),
      /uses the latest tag/,
    ],
    ['an untagged image', (o) => (mainContainer(o, 'shell').image = 'grammarpath/shell'), /has no tag/],
    [
      'missing limits',
      (o) => delete (mainContainer(o, 'gateway').resources as { limits?: unknown }).limits,
      /gateway: resources\.limits\.cpu is not set/,
    ],
    [
      'a root pod',
      (o) =>
        ((
          podTemplate(find(o, 'Deployment', 'learning'))!.spec.securityContext as { runAsNonRoot: boolean }
        ).runAsNonRoot = false),
      /learning container learning: runAsNonRoot must be true/,
    ],
    ['no preStop', (o) => delete mainContainer(o, 'gateway').lifecycle, /no preStop hook/],
    [
      'a missing autoscaler',
      (o) => o.splice(o.indexOf(find(o, 'HorizontalPodAutoscaler', 'learning')), 1),
      /learning: no HorizontalPodAutoscaler/,
    ],
    ['a missing migration Job', (o) => o.splice(o.indexOf(find(o, 'Job', 'migrate')), 1), /no migration Job/],
    [
      'a Service selecting nothing',
      (o) =>
        ((find(o, 'Service', 'mfe-paths').spec as { selector: Record<string, string> }).selector = {
          app: 'nope',
        }),
      /Service\/mfe-paths: selects no Deployment's pods/,
    ],
    [
      'an Ingress path routed elsewhere',
      (o) => {
        const paths = (
          find(o, 'Ingress', 'grammarpath').spec as {
            rules: { http: { paths: { path: string; backend: { service: { name: string } } }[] } }[];
          }
        ).rules[0].http.paths;
        paths.find((path) => path.path === '/api')!.backend.service.name = 'shell';
      },
      /\/api must route to gateway/,
    ],
    [
      'a missing Secret',
      (o) => o.splice(o.indexOf(find(o, 'Secret', 'grammarpath-secrets')), 1),
      /Secret grammarpath-secrets does not exist/,
    ],
    [
      'a broken remotes file',
      (o) =>
        ((find(o, 'ConfigMap', 'grammarpath-remotes').data as Record<string, string>)['remotes.json'] =
          '{"mfe_quiz": "/x"}'),
      /no URL for mfe_paths/,
    ],
  ])('%s', (_name, mutate, expected) => {
    expect(policyViolations(broken(mutate)).join('\n')).toMatch(expected);
  });

  it('schema errors: a wrong type and an unknown kind', () => {
    const objects = broken((o) => {
      (mainContainer(o, 'identity').ports as { containerPort: unknown }[])[0].containerPort =
        'three thousand';
      o.push({ apiVersion: 'apps/v1', kind: 'Deploymnet', metadata: { name: 'typo' } });
    });
    const errors = kubernetesSchemaErrors(objects).join('\n');
    expect(errors).toMatch(/Deployment\/\/identity: .*containerPort must be integer/);
    expect(errors).toMatch(/Deploymnet\/\/typo: no schema for apps\/v1 Deploymnet/);
  });
});
