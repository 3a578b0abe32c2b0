// Validates Kubernetes objects (a JSON array on stdin) against the Kubernetes OpenAPI schemas of the
// kubernetes-models package (one generated model with a JSON-schema validator per apiVersion and kind).
// Prints a JSON array of {index, error}: one entry per invalid object or unknown apiVersion/kind.
// A separate Node process because kubernetes-models is ESM-only and jest runs CommonJS.
import { readFileSync } from 'node:fs';

const objects = JSON.parse(readFileSync(0, 'utf8'));
const errors = [];
for (const [index, object] of objects.entries()) {
  const [group, version] = object.apiVersion.includes('/')
    ? object.apiVersion.split('/')
    : ['', object.apiVersion];
  const specifier = group
    ? `kubernetes-models/${group}/${version}/${object.kind}`
    : `kubernetes-models/${version}/${object.kind}`;
  let Model;
  try {
    Model = (await import(specifier))[object.kind];
  } catch {
    Model = undefined;
  }
  if (typeof Model !== 'function') {
    errors.push({ index, error: `no schema for ${object.apiVersion} ${object.kind}` });
    continue;
  }
  try {
    new Model(object).validate();
  } catch (error) {
    errors.push({ index, error: error instanceof Error ? error.message : String(error) });
  }
}
process.stdout.write(JSON.stringify(errors));
