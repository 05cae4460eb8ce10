/**
 * Runs `load` with some environment variables set (`undefined` removes one) and its modules
 * loaded afresh (`jest.isolateModules`), so lib/env.ts parses that environment rather than the
 * one it parsed first; the environment is put back afterwards. For tests of the configuration:
 * everything else reads `env` from lib/env.ts.
 */
export function loadWithEnvironment<T>(vars: Record<string, string | undefined>, load: () => T): T {
  const saved = { ...process.env };
  try {
    for (const [name, value] of Object.entries(vars)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    let loaded: T | undefined;
    jest.isolateModules(() => {
      loaded = load();
    });
    return loaded as T;
  } finally {
    process.env = saved;
  }
}
