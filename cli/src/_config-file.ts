/**
 * The config file as the CLI edits it: found from `--config` or the current folder, changed
 * through the `yaml` Document API so that comments and layout stay, and validated before it is
 * written, so the CLI never leaves a config the engine would refuse.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { ConfigError, clientToken, loadConfigFile, parseConfig } from '@svc/engine';
import { isMap, isSeq, parseDocument, type Document, type YAMLMap } from 'yaml';
import { fail } from './_fail.js';

/** Where a CLI command finds the config when `--config` is not given. */
export const DEFAULT_CONFIG = 'svc.config.yaml';

/** The bridge address when neither `--url`, `SVC_URL` nor a config says otherwise. */
export const DEFAULT_URL = 'ws://127.0.0.1:49134';

const CREATE_COMMAND = '`svc create --template quickstart --directory <dir>`';

/** The config path to use, or a clear exit when there is none. */
export function configPath(given: string | undefined): string {
  const path = resolve(given ?? DEFAULT_CONFIG);
  if (!existsSync(path)) {
    fail(
      given
        ? `no config file at ${given}: check the path, or create a project with ${CREATE_COMMAND}`
        : `no ${DEFAULT_CONFIG} in this folder: pass --config <file>, or create a project with ${CREATE_COMMAND}`,
    );
  }
  return path;
}

/** A config file opened for editing. */
export class ConfigFile {
  readonly document: Document;

  constructor(readonly path: string) {
    this.document = parseDocument(readFileSync(path, 'utf8'));
    if (this.document.errors.length > 0)
      fail(
        `${path} is not valid YAML (${this.document.errors[0]!.message.split('\n')[0]}): fix it first ` +
          '(the CLI edits the file before ${VAR} is expanded, so write ${VAR} in block style, not inside { })',
      );
  }

  /** The `workers:` entries, each as a plain object with its index. */
  entries(): { index: number; name: string; path?: string; replicas?: number }[] {
    const workers = this.document.get('workers');
    if (!isSeq(workers)) return [];
    return workers.items.flatMap((item, index) => {
      if (!isMap(item)) return [];
      const name = item.get('name');
      const path = item.get('path');
      const replicas = item.get('replicas');
      return typeof name === 'string'
        ? [
            {
              index,
              name,
              ...(typeof path === 'string' ? { path } : {}),
              ...(typeof replicas === 'number' ? { replicas } : {}),
            },
          ]
        : [];
    });
  }

  /** Sets `key` of the entry at `index` of `workers:` (comments kept). */
  set(index: number, key: string, value: unknown): void {
    this.document.setIn(['workers', index, key], value);
  }

  /** Appends an entry to `workers:` (creating the list when missing). */
  add(entry: Record<string, unknown>): void {
    const workers = this.document.get('workers');
    const node = this.document.createNode(entry) as YAMLMap;
    if (isSeq(workers)) workers.add(node);
    else this.document.set('workers', this.document.createNode([entry]));
  }

  /** Removes the entry at `index` of `workers:`. */
  remove(index: number): void {
    this.document.deleteIn(['workers', index]);
  }

  /** Validates the edited config as the engine will, then writes it; exits with the reason when invalid. */
  save(): void {
    const text = this.document.toString();
    try {
      parseConfig(text, this.path);
    } catch (error) {
      if (error instanceof ConfigError)
        fail(`the change would make the config invalid, so nothing was written:\n${error.message}`);
      throw error;
    }
    writeFileSync(this.path, text);
  }
}

/**
 * The bridge URL: `--url`, else `SVC_URL`, else the bridge of `--config` or of svc.config.yaml
 * in this folder, else the default address. When it reads the config (always when `--config` is
 * given) and `SVC_TOKEN` is unset, the config's `cli` token (else its first) becomes `SVC_TOKEN`,
 * which the command's worker presents.
 */
export async function engineUrl(url: string | undefined, config: string | undefined): Promise<string> {
  const given = url ? checkedUrl(url, '--url') : process.env.SVC_URL ? checkedUrl(process.env.SVC_URL, 'SVC_URL') : '';
  const path = resolve(config ?? DEFAULT_CONFIG);
  if (config === undefined && (given !== '' || !existsSync(path))) return given || DEFAULT_URL;
  try {
    const loaded = await loadConfigFile(path);
    if (!process.env.SVC_TOKEN) {
      const token = clientToken(loaded.auth, dirname(path));
      if (token !== undefined) process.env.SVC_TOKEN = token;
    }
    if (given !== '') return given;
    const bridge = loaded.workers.get('svc-bridge') ?? {};
    const host = typeof bridge.host === 'string' && bridge.host !== '0.0.0.0' ? bridge.host : '127.0.0.1';
    return `ws://${host}:${typeof bridge.port === 'number' ? bridge.port : 49134}`;
  } catch (error) {
    fail(`${(error as Error).message}\n(the engine address is read from this config; pass --url to give it directly)`);
  }
}

/** `url` when it is a WebSocket address; else a one-line exit that names the fix. */
export function checkedUrl(url: string, from: '--url' | 'SVC_URL'): string {
  const given = from === '--url' ? `--url ${url}` : `SVC_URL=${url}`;
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(url)?.[1]?.toLowerCase();
  if (scheme === undefined)
    fail(`${given} has no scheme: the engine's bridge is a WebSocket address, use ws://${url.replace(/^\/+/, '')}`);
  if (scheme !== 'ws' && scheme !== 'wss') {
    const fixed = url.replace(/^[^:]+:\/\//, scheme === 'https' ? 'wss://' : 'ws://');
    fail(`${given} is not a WebSocket address: use ${fixed} (ws://host:port)`);
  }
  try {
    const parsed = new URL(url);
    if (!parsed.hostname) throw new Error('no host');
  } catch {
    fail(`${given} is not a valid address: use ws://host:port, e.g. ${DEFAULT_URL}`);
  }
  return url;
}
