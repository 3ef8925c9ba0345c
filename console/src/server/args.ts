/**
 * The flags of `svc-console` (and `svc console`), with the environment variables that stand in
 * for some of them, and their reading into {@link ConsoleOptions}.
 */
import { readFileSync } from 'node:fs';
import type { ConsoleOptions } from './options.js';

/** citty argument definitions shared by `svc-console` and `svc console`. */
export const consoleArgs = {
  port: {
    type: 'string',
    alias: 'p',
    description: 'Port of the console (else SVC_CONSOLE_PORT, else 3113).',
    valueHint: 'port',
  },
  host: { type: 'string', default: '127.0.0.1', description: 'Address the console listens on.', valueHint: 'host' },
  'engine-host': {
    type: 'string',
    default: '127.0.0.1',
    description: 'Host of the engine (its HTTP API, stream socket and bridge).',
    valueHint: 'host',
  },
  'engine-port': {
    type: 'string',
    description: "Port of the engine's HTTP API (else SVC_HTTP_PORT, else 3111).",
    valueHint: 'port',
  },
  'ws-port': {
    type: 'string',
    description: "Port of the engine's stream socket, which carries the live feed (else SVC_STREAM_PORT, else 3112).",
    valueHint: 'port',
  },
  'bridge-port': {
    type: 'string',
    description: "Port of the engine's worker bridge, checked on the Config page (else SVC_PORT, else 49134).",
    valueHint: 'port',
  },
  otel: {
    type: 'boolean',
    default: true,
    negativeDescription: "Do not report the console's own traces (also OTEL_DISABLED=true).",
    description: "Report the console's own traces to the engine.",
  },
  'otel-service-name': {
    type: 'string',
    description: "Service name of the console's own traces (else OTEL_SERVICE_NAME, else svc-console).",
    valueHint: 'name',
  },
  'enable-flow': {
    type: 'boolean',
    default: false,
    description: 'Show the Flow page in the navigation (also SVC_ENABLE_FLOW=true).',
  },
  'allow-origin': {
    type: 'string',
    description: 'Comma-separated extra origins that may call the console (for embedded pages).',
    valueHint: 'https://portal.example',
  },
  'token-file': {
    type: 'string',
    description:
      "A file holding the engine's console token (else SVC_CONSOLE_TOKEN): presented to the engine, " +
      'and asked of whoever opens the console before it shows anything.',
    valueHint: 'path',
  },
  insecure: {
    type: 'boolean',
    default: false,
    description: 'Listen on a non-loopback --host without a console token: anyone who reaches the port may use it.',
  },
  'engine-tls': {
    type: 'boolean',
    default: false,
    description: "The engine's HTTP API, stream socket and bridge use TLS: reach them over https:// and wss://.",
  },
  'engine-ca': {
    type: 'string',
    description: "PEM authority to trust for the engine's certificate (else SVC_ENGINE_CA); implies --engine-tls.",
    valueHint: 'file',
  },
  'tls-cert': {
    type: 'string',
    description: 'PEM certificate chain: with --tls-key the console serves https:// (else SVC_CONSOLE_TLS_CERT).',
    valueHint: 'file',
  },
  'tls-key': {
    type: 'string',
    description: 'PEM private key of --tls-cert (else SVC_CONSOLE_TLS_KEY).',
    valueHint: 'file',
  },
} as const;

/** Values of the flags as citty hands them over. */
export interface ConsoleArgValues {
  port?: string | undefined;
  host: string;
  'engine-host': string;
  'engine-port'?: string | undefined;
  'ws-port'?: string | undefined;
  'bridge-port'?: string | undefined;
  otel: boolean;
  'otel-service-name'?: string | undefined;
  'enable-flow': boolean;
  'allow-origin'?: string | undefined;
  'token-file'?: string | undefined;
  insecure?: boolean;
  'tls-cert'?: string | undefined;
  'tls-key'?: string | undefined;
  'engine-tls'?: boolean;
  'engine-ca'?: string | undefined;
}

const truthy = (value: string | undefined): boolean => value !== undefined && /^(1|true|yes|on)$/i.test(value);

/** A port number from a flag, or an error naming the flag. */
function port(flag: string, text: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    throw new Error(`--${flag} must be a port number from 0 to 65535, not ${JSON.stringify(text)}`);
  }
  return value;
}

/** The console token: the file's content, else `SVC_CONSOLE_TOKEN`, else none. */
function token(file: string | undefined, env: NodeJS.ProcessEnv): string | undefined {
  if (file === undefined) return env.SVC_CONSOLE_TOKEN || undefined;
  try {
    return readFileSync(file, 'utf8').trim() || undefined;
  } catch (error) {
    throw new Error(`--token-file ${file} cannot be read (${(error as NodeJS.ErrnoException).code ?? error})`);
  }
}

/** The TLS files of the flags or the environment: both or neither. */
function tlsFiles(args: ConsoleArgValues, env: NodeJS.ProcessEnv): ConsoleOptions['tls'] {
  const cert = args['tls-cert'] ?? env.SVC_CONSOLE_TLS_CERT;
  const key = args['tls-key'] ?? env.SVC_CONSOLE_TLS_KEY;
  if (cert === undefined && key === undefined) return undefined;
  if (!cert || !key) throw new Error('--tls-cert and --tls-key go together: give both, or neither for plain http');
  return { cert, key };
}

/** How the engine is reached: over TLS with `--engine-tls`, `SVC_ENGINE_TLS` or an authority to trust. */
function engineTls(args: ConsoleArgValues, env: NodeJS.ProcessEnv): ConsoleOptions['engineTls'] {
  const file = args['engine-ca'] ?? (env.SVC_ENGINE_CA || undefined);
  if (file === undefined) return args['engine-tls'] || truthy(env.SVC_ENGINE_TLS) ? {} : undefined;
  try {
    return { ca: readFileSync(file, 'utf8') };
  } catch (error) {
    throw new Error(`--engine-ca ${file} cannot be read (${(error as NodeJS.ErrnoException).code ?? error})`);
  }
}

/** Options from the flags, else the environment, else the defaults. */
export function readConsoleArgs(args: ConsoleArgValues, env: NodeJS.ProcessEnv = process.env): ConsoleOptions {
  const consoleToken = token(args['token-file'], env);
  const tls = tlsFiles(args, env);
  const toEngine = engineTls(args, env);
  return {
    ...(consoleToken === undefined ? {} : { token: consoleToken }),
    insecure: args.insecure === true,
    port: port('port', args.port ?? env.SVC_CONSOLE_PORT ?? '3113'),
    host: args.host === 'localhost' ? '127.0.0.1' : args.host,
    engineHost: args['engine-host'] === 'localhost' ? '127.0.0.1' : args['engine-host'],
    enginePort: port('engine-port', args['engine-port'] ?? env.SVC_HTTP_PORT ?? '3111'),
    wsPort: port('ws-port', args['ws-port'] ?? env.SVC_STREAM_PORT ?? '3112'),
    bridgePort: port('bridge-port', args['bridge-port'] ?? env.SVC_PORT ?? '49134'),
    otel: args.otel && !truthy(env.OTEL_DISABLED),
    otelServiceName: args['otel-service-name'] ?? env.OTEL_SERVICE_NAME ?? 'svc-console',
    enableFlow: args['enable-flow'] || truthy(env.SVC_ENABLE_FLOW),
    allowOrigins: (args['allow-origin'] ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    ...(tls ? { tls } : {}),
    ...(toEngine ? { engineTls: toEngine } : {}),
  };
}
