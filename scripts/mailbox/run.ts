/**
 * `npm run mailbox`: the local mailbox on its own, for `npm run dev` or a hand-built preview.
 * Listens on 127.0.0.1:8787, the address an unconfigured build sends to (MAILBOX_PORT overrides).
 */
import { createMailbox } from './mailbox-server.ts';

const DEFAULT_PORT = 8787;

function portFromEnv(): number {
  const raw = process.env.MAILBOX_PORT;
  if (raw === undefined || raw === '') return DEFAULT_PORT;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`MAILBOX_PORT is not a port: ${raw}`);
  return port;
}

const port = portFromEnv();
const mailbox = await createMailbox({ port }).catch((error: NodeJS.ErrnoException) => {
  if (error.code === 'EADDRINUSE') {
    console.error(`Port ${port} is already in use: is another mailbox (or npm start) running?`);
  } else {
    console.error(error);
  }
  process.exit(1);
});

console.log(`Local mailbox listening at ${mailbox.url}`);
console.log(`Messages are stored in ${mailbox.storeFile}`);
if (port !== DEFAULT_PORT) console.log(`Note: an unconfigured build sends to port ${DEFAULT_PORT}; set VITE_EMAILJS_ORIGIN=${mailbox.url} to match.`);

let stopping = false;
function stop(signal: NodeJS.Signals) {
  if (stopping) process.exit(1); // A second Ctrl+C means "now".
  stopping = true;
  console.log(`\n${signal}: closing the mailbox.`);
  void mailbox.close().then(() => process.exit(0));
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
