import { ConfigError, loadConfig } from '../config.ts';

/** What `loadConfig` refuses in `env`, one line a setting; [] when it loads. */
export function configProblemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return error.problems;
  }
}
