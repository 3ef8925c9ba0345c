/** The `--config` argument shared by the `svc worker` commands. */
export const configArg = {
  config: {
    type: 'string',
    alias: 'c',
    description: 'Config file to change. Default: svc.config.yaml in the current folder.',
    valueHint: 'svc.config.yaml',
  },
} as const;
