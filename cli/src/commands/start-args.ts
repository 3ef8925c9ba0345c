/** Arguments of `svc start`, shared with `svc` alone. */
export const startArgs = {
  config: {
    type: 'string',
    alias: 'c',
    description: 'Engine config file (YAML). Without it the embedded default config is used.',
    valueHint: 'svc.config.yaml',
  },
} as const;
