/**
 * The console's login: with a console token, the browser signs in once with that token and is
 * given a session cookie (`svc_console_session`: random, HttpOnly, SameSite=Strict) that every
 * later `/api/*` request and the `/ws/live` upgrade carry. Sessions live in memory for
 * `SESSION_TTL_MS`, at most `MAX_SESSIONS` at once (the oldest goes first).
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { validateConsoleLoginInput } from '@svc/protocol/validators/contracts/console/login-input';
import { sendError } from './_errors.js';

/** The cookie that carries a session. */
export const SESSION_COOKIE = 'svc_console_session';
const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
const MAX_SESSIONS = 1000;
const MAX_LOGIN_BYTES = 8192;

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The sessions of one console server. */
export class Sessions {
  private readonly expected: Buffer;
  /** Session id → when it ends; insertion order is age order. */
  private readonly active = new Map<string, number>();

  constructor(token: string) {
    this.expected = digest(token);
  }

  /** True when the request carries a live session cookie. */
  valid(req: IncomingMessage): boolean {
    const id = cookie(req, SESSION_COOKIE);
    const ends = id === undefined ? undefined : this.active.get(id);
    if (ends === undefined) return false;
    if (ends > Date.now()) return true;
    this.active.delete(id!);
    return false;
  }

  /** `POST /api/login`: 204 with the cookie for the right token, 401 otherwise. */
  async login(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let body: unknown;
    try {
      body = JSON.parse(await readSmall(req));
    } catch {
      body = undefined;
    }
    if (!validateConsoleLoginInput(body)) {
      sendError(res, 400, 'bad_request', 'send {"token": "<the console token>"}');
      return;
    }
    if (!timingSafeEqual(digest(body.token), this.expected)) {
      sendError(res, 401, 'unauthorized', 'that is not the console token');
      return;
    }
    const id = randomBytes(32).toString('base64url');
    if (this.active.size >= MAX_SESSIONS) this.active.delete(this.active.keys().next().value!);
    this.active.set(id, Date.now() + SESSION_TTL_MS);
    res.writeHead(204, {
      'set-cookie': `${SESSION_COOKIE}=${id}; HttpOnly; SameSite=Strict; Path=/; Max-Age=${SESSION_TTL_MS / 1000}`,
      'cache-control': 'no-store',
    });
    res.end();
  }

  /** `POST /api/logout`: ends the request's session. */
  logout(req: IncomingMessage, res: ServerResponse): void {
    const id = cookie(req, SESSION_COOKIE);
    if (id !== undefined) this.active.delete(id);
    res.writeHead(204, { 'set-cookie': `${SESSION_COOKIE}=; HttpOnly; SameSite=Strict; Path=/; Max-Age=0` });
    res.end();
  }
}

/** The value of cookie `name` of a request. */
function cookie(req: IncomingMessage, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** A request body of at most MAX_LOGIN_BYTES. */
function readSmall(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      text += chunk;
      if (text.length > MAX_LOGIN_BYTES) {
        req.destroy();
        reject(new Error('too large'));
      }
    });
    req.on('end', () => resolve(text));
    req.on('error', reject);
  });
}
