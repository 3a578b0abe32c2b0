// The baseline: the cheapest JSON answer node:http can give (a user-sized body, keep-alive).
import { createServer } from 'node:http';

const body = JSON.stringify({
  id: 1,
  username: 'bench_user',
  displayName: 'Bench User',
  email: null,
  theme: 'default',
  studyMinutes: 0,
  preferHighContrast: false,
  isAdmin: false,
});
const server = createServer((_req, res) => {
  res.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
});
server.listen(Number(process.argv[2]), '127.0.0.1');
process.on('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
