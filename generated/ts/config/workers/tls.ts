/* DO NOT EDIT — generated from schema/config/workers/tls.schema.json by make generate */
/**
 * TLS on a listener: with it the listener speaks `https://` and `wss://` only, without a proxy in front. Paths are PEM files, relative to the config file; they are read once at start-up, and a file that cannot be read or a key that does not match its certificate stops the start with a message naming the file.
 */
export interface TlsConfig {
  /**
   * The listener's certificate chain (PEM): its own certificate first, then any intermediates.
   */
  cert: string;
  /**
   * The private key of `cert` (PEM).
   */
  key: string;
  /**
   * Certificates (PEM) to trust instead of the system's when a client presents a certificate; with `request_client_cert` a client without a certificate signed by one of them is refused at the TLS handshake.
   */
  ca?: string;
  /**
   * Passphrase of an encrypted `key`; `${ENV_VAR}` expansion keeps it out of the file.
   */
  passphrase?: string;
  /**
   * Whether clients must present a certificate signed by `ca` (mutual TLS). Needs `ca`.
   */
  request_client_cert?: boolean;
  /**
   * Oldest TLS version accepted.
   */
  min_version?: 'TLSv1.2' | 'TLSv1.3';
}
