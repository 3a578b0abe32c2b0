// Container health check of the service images and the renderer's: GET /health on this service's port (exit 0 when it answers 200).
const service = process.env.SERVICE || 'gateway';
const defaults = { gateway: '3000', identity: '3001', learning: '3002', renderer: '3003' };
const port = process.env[`${service.toUpperCase()}_PORT`] || defaults[service] || '3000';
fetch(`http://127.0.0.1:${port}/health`, { signal: AbortSignal.timeout(2500) }).then(
  (response) => process.exit(response.ok ? 0 : 1),
  () => process.exit(1),
);
