// Fails when one of the given ports on 127.0.0.1 is taken (a server of an earlier end-to-end run still running):
// the run's servers would not start there, and the tests would reach the old one. playwright.config.ts runs it
// once per run. `node scripts/e2e-ports-free.mjs <port>…`
import net from 'node:net';

const taken = [];
for (const port of process.argv.slice(2).map(Number)) {
  const free = await new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
  if (!free) taken.push(port);
}
if (taken.length > 0) {
  console.error(
    `port ${taken.join(', ')} on 127.0.0.1 is in use: stop what listens there (an earlier end-to-end run?) first`,
  );
  process.exit(1);
}
