// Watchdog between the local runtime and DynamoDB Local's Java process.
//
// Usage: node watchdog.mjs <cwd> <command> [args...]
// Runs the command with its output passed through. Our stdin is a pipe from the runtime:
// when it closes (the runtime stopped, crashed, or was SIGKILLed) the child gets SIGTERM,
// then SIGKILL after a grace period, and the watchdog exits. So Java never outlives us.
// When Java dies on its own, the watchdog exits too (the runtime's supervisor restarts both).
import { spawn } from 'node:child_process';

const GRACE_MS = 3000;
const [cwd, command, ...args] = process.argv.slice(2);
if (!cwd || !command) {
  console.error('usage: node watchdog.mjs <cwd> <command> [args...]');
  process.exit(2);
}

const child = spawn(command, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'] });
// The runtime reads this line: fault tests and `npm run bench -- faults` kill Java by its pid.
if (child.pid) process.stderr.write(`[watchdog] java pid ${child.pid}\n`);
let stopping = false;

function stop() {
  if (stopping) return;
  stopping = true;
  if (child.exitCode !== null || child.signalCode !== null) process.exit(0);
  child.kill('SIGTERM');
  setTimeout(() => child.kill('SIGKILL'), GRACE_MS).unref();
}

child.on('error', (error) => {
  console.error(`watchdog: cannot start ${command}: ${error.message}`);
  process.exit(127);
});
child.on('exit', (code, signal) => {
  if (!stopping) process.stderr.write(`[watchdog] java exited (${signal ?? `exit code ${code}`})\n`);
  process.exit(stopping ? 0 : (code ?? (signal ? 1 : 0)));
});

process.stdin.on('end', stop);
process.stdin.on('close', stop);
process.stdin.on('error', stop);
process.stdin.resume();
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, stop);
