// A stack must not start on a port another process answers on: its health check would pass against the other
// process, and every test would run against that one.
import { connect } from 'node:net';

/** Whether something accepts connections on 127.0.0.1:`port`. */
export function portAnswers(port) {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Throws, naming every taken port, when any of `ports` ({ name: port }) already answers. */
export async function assertPortsFree(ports) {
  const entries = Object.entries(ports);
  const answers = await Promise.all(entries.map(([, port]) => portAnswers(port)));
  const taken = entries.filter((_, index) => answers[index]);
  if (taken.length > 0) {
    const list = taken.map(([name, port]) => `${port} (${name})`).join(', ');
    throw new Error(
      `Port ${list} is already in use: another stack is probably running. Stop it, or choose other ports.`,
    );
  }
}
