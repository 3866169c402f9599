import type { StaticDecode, TObject, TProperties } from '@sinclair/typebox';
import { TransformDecodeError, Value } from '@sinclair/typebox/value';

/** One thing wrong with the environment: the variable to fix and what is wrong with it. */
export interface ConfigProblem {
  variable: string;
  message: string;
}

/** Raised at boot when the environment is missing a variable or has a wrong one. */
export class ConfigError extends Error {
  /** Each problem as one line, `<VARIABLE> <what is wrong>`. */
  readonly problems: string[];

  constructor(readonly details: ConfigProblem[]) {
    const problems = [...new Set(details.map((d) => `${d.variable} ${d.message}`))];
    super(`Invalid configuration:\n  ${problems.join('\n  ')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }

  /** A single problem, e.g. a file a variable names that cannot be read. */
  static about(variable: string, message: string): ConfigError {
    return new ConfigError([{ variable, message }]);
  }

  /** The first variable to fix. */
  get variable(): string {
    return this.details[0]?.variable ?? '(config)';
  }
}

/**
 * The one configuration mechanism of the platform (services and gateway): checks `env`
 * against a TypeBox schema of the variables, trims values and reads empty ones as
 * unset, converts numbers and booleans, applies defaults, and throws a ConfigError
 * naming every missing or wrong variable. Variables whose schema is a Transform
 * (a duration, a size, a list…) are then decoded; a decoder that throws names its
 * variable the same way.
 */
export function loadConfig<P extends TProperties>(
  schema: TObject<P>,
  env: NodeJS.ProcessEnv = process.env,
): StaticDecode<TObject<P>> {
  const picked: Record<string, unknown> = {};
  for (const key of Object.keys(schema.properties)) {
    const value = env[key]?.trim();
    if (value !== undefined && value !== '') picked[key] = value;
  }
  const converted = Value.Convert(schema, Value.Default(schema, picked));
  const problems = [...Value.Errors(schema, converted)].map((error) => {
    const variable = error.path.replace(/^\//, '') || '(config)';
    return picked[variable] === undefined
      ? { variable, message: 'is required but not set' }
      : { variable, message: `is invalid: ${error.message}` };
  });
  if (problems.length > 0) throw new ConfigError(problems);
  try {
    return Value.Decode(schema, converted);
  } catch (error) {
    if (!(error instanceof TransformDecodeError)) throw error;
    const variable = error.path.replace(/^\//, '') || '(config)';
    throw new ConfigError([{ variable, message: `is invalid: ${error.error.message}` }]);
  }
}
