/** Arguments of `svc start`, shared with `svc` alone. */
export const startArgs = {
  config: {
    type: 'string',
    alias: 'c',
    description: 'Engine config file (YAML). Without it the embedded default config is used.',
    valueHint: 'svc.config.yaml',
  },
  'log-format': {
    type: 'enum',
    options: ['auto', 'pretty', 'json'] as string[],
    default: 'auto',
    description:
      'How the engine writes its log on stdout: pretty lines for people, or JSON lines for machines. ' +
      'auto (the default) is pretty on a terminal and JSON otherwise.',
    valueHint: 'auto|pretty|json',
  },
  insecure: {
    type: 'boolean',
    default: false,
    description:
      'Listen on non-loopback addresses without tokens (as auth.allow_unauthenticated: true in the config). ' +
      'Anyone who reaches the ports may then register and invoke anything; the engine warns at every start.',
  },
} as const;
