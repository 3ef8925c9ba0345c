/**
 * The `svc-channels` module: streaming channels between workers (`engine::channels::create`),
 * served at `/ws/channels/<id>` on the bridge's listener. A channel belongs to the connection
 * that created it and is closed when that connection goes away.
 */
import type { SvcChannelsConfig } from '@svc/protocol';
import { validateSvcChannelsConfig } from '@svc/protocol/validators/config/workers/svc-channels';
import type { ModuleDescriptor } from '../host.js';
import { resolveSettings } from './config.js';
import { CHANNELS_PATH, channelEndpoint } from './endpoint.js';
import { registerChannelFunctions } from './functions.js';
import { localChannel } from './local.js';
import { ChannelRegistry } from './registry.js';

export { ChannelRegistry } from './registry.js';

/** The `svc-channels` module. */
export const channelsModule: ModuleDescriptor<SvcChannelsConfig> = {
  name: 'svc-channels',
  aliases: ['iii-channels', 'channels'],
  description: 'Streaming channels: engine::channels::create and /ws/channels/<id> on the worker port',
  settings: validateSvcChannelsConfig,
  async start(host) {
    const settings = resolveSettings(host.settings);
    const channels = new ChannelRegistry(settings);
    const endpoint = channelEndpoint(channels, settings.maxFrameBytes);
    host.mountUpgrade(CHANNELS_PATH, endpoint.mount);
    registerChannelFunctions(host, channels);
    host.provideChannels((engineSide) => localChannel(channels.create(undefined), engineSide));
    host.onEvent((event) => {
      if (event.type === 'worker_disconnected') channels.dropOwner(event.workerId);
    });
    host.metrics.gauge('svc_channels_open', 'Streaming channels open now.', () => channels.size);
    host.metrics.counter('svc_channels_created_total', 'Streaming channels created.', () => channels.created);
    return {
      stop: async () => {
        channels.closeAll();
        endpoint.close();
      },
    };
  },
};
