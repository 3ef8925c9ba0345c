/* DO NOT EDIT — generated from schema/common/channel-ref.schema.json by make generate */
/**
 * A reference to one end of a streaming channel. SDKs turn any object of this shape inside a payload into a reader or writer that connects to `<engine url>/ws/channels/<channel_id>?key=<access_key>&dir=<direction>` on first use.
 */
export interface ChannelRef {
  /**
   * Id of the channel.
   */
  channel_id: string;
  /**
   * Secret that authorises this end of the channel.
   */
  access_key: string;
  /**
   * Which end this reference opens.
   */
  direction: 'read' | 'write';
  [k: string]: unknown | undefined;
}
