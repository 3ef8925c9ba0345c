/**
 * `engine::channels::create`: a new channel owned by the caller's connection, answered with its
 * two references (`contracts/channels/create-output`).
 */
import type { ChannelsCreateOutput } from '@svc/protocol';
import { Contracts } from '../contracts.js';
import type { ModuleHost } from '../host.js';
import { input } from '../state/functions.js';
import type { ChannelRegistry } from './registry.js';

/** Registers the channel functions on `host`. */
export function registerChannelFunctions(host: ModuleHost<unknown>, channels: ChannelRegistry): void {
  const contracts = new Contracts(() => import('@svc/protocol/validators/contracts/channels'));
  host.registerFunction(
    'engine::channels::create',
    contracts.handler((validators, data) => {
      const create = validators.validateChannelsCreateInput;
      const { buffer_size, _caller_worker_id } = input('engine::channels::create', create, data);
      const channel = channels.create(_caller_worker_id, buffer_size ?? undefined);
      const ref = (direction: 'read' | 'write') => ({
        channel_id: channel.id,
        access_key: channel.keys[direction],
        direction,
      });
      const output: ChannelsCreateOutput = { writer: ref('write'), reader: ref('read') };
      return output;
    }),
    { description: 'Create a streaming channel: a writer and a reader reference, served at /ws/channels/<id>' },
  );
}
