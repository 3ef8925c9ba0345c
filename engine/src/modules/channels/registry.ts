/**
 * The open channels of an engine, by id and by owning worker, within the configured count: a
 * channel is removed when it ends, when its owner's connection goes away, or when a side is not
 * opened in time.
 */
import { EngineError } from '../../errors.js';
import { Channel } from './channel.js';
import type { ChannelsSettings } from './config.js';
import { ChannelsErrorCode } from './errors.js';

/** Every open channel. */
export class ChannelRegistry {
  private readonly byId = new Map<string, Channel>();
  private readonly byOwner = new Map<string, Set<Channel>>();
  /** Channels created since start. */
  created = 0;

  constructor(private readonly settings: ChannelsSettings) {}

  /** Open channels now. */
  get size(): number {
    return this.byId.size;
  }

  /**
   * A new channel owned by `owner`, holding up to `bufferSize` bytes for its reader (capped by
   * the setting). Throws `channel_limit_reached` when `max_channels` are open.
   */
  create(owner: string | undefined, bufferSize?: number): Channel {
    if (this.byId.size >= this.settings.maxChannels)
      throw new EngineError(
        ChannelsErrorCode.limitReached,
        `${this.settings.maxChannels} channels are open, the most svc-channels allows (max_channels)`,
      );
    const buffer = Math.min(bufferSize ?? this.settings.bufferBytes, this.settings.bufferBytes);
    const channel = new Channel(owner, buffer, this.settings.connectTimeoutMs, (gone) => this.forget(gone));
    this.byId.set(channel.id, channel);
    if (owner !== undefined) {
      const owned = this.byOwner.get(owner) ?? new Set();
      owned.add(channel);
      this.byOwner.set(owner, owned);
    }
    this.created++;
    return channel;
  }

  /** The open channel `id`, if any. */
  get(id: string): Channel | undefined {
    return this.byId.get(id);
  }

  /** Closes every channel `owner` created (its connection went away) with 1001. */
  dropOwner(owner: string): void {
    for (const channel of [...(this.byOwner.get(owner) ?? [])]) channel.destroy(1001, 'channel owner disconnected');
  }

  /** Closes every channel with 1001 (the engine stops). */
  closeAll(): void {
    for (const channel of [...this.byId.values()]) channel.destroy(1001, 'engine shutting down');
  }

  private forget(channel: Channel): void {
    this.byId.delete(channel.id);
    if (channel.owner === undefined) return;
    const owned = this.byOwner.get(channel.owner);
    owned?.delete(channel);
    if (owned?.size === 0) this.byOwner.delete(channel.owner);
  }
}
