import { spawn } from 'node:child_process';

/**
 * Runs the benchmark `script` again as a child process with `--role role` and `env` over
 * this process's environment, and resolves once the child prints a line of JSON with its
 * `port` on stdout (log lines, which carry a "level", are skipped), with the rest of that
 * line. Benchmarks run the service they measure this way, apart from their own load.
 * `nodeArgs` gives the child Node options of its own; by default BENCH_ROLE_NODE_ARGS, for
 * example `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile the service under the benchmark's load.
 */
export function startRole(
  script,
  role,
  env = {},
  nodeArgs = process.env.BENCH_ROLE_NODE_ARGS?.split(' ') ?? [],
) {
  const proc = spawn(process.execPath, [...nodeArgs, script, '--role', role], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    proc.stdout.on('data', (chunk) => {
      out += chunk;
      for (const line of out.split('\n')) {
        if (!line.startsWith('{') || line.includes('"level"')) continue;
        const parsed = JSON.parse(line);
        if (parsed.port) resolve({ proc, ...parsed });
      }
    });
    proc.on('exit', (code) => reject(new Error(`${role} exited with ${code}`)));
  });
}
