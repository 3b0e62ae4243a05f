/** Types and helpers shared by the emulator's Twirp, REST and blob handlers. */
import type { Azurite } from './azurite.js';
import type { State } from './state.js';

export interface Reply {
  status: number;
  headers: Record<string, string>;
  body?: Buffer;
}

export interface Ctx {
  state: State;
  azurite: Azurite;
  /** `http://127.0.0.1:PORT`: the emulator's own origin (results service, REST API, blob proxy). */
  origin: string;
  /** Origin of signed blob URLs (proxied to Azurite): `origin`, or the `blobHost` option's. */
  blobOrigin: string;
  /** The REST API base URL (no trailing slash). */
  apiUrl: string;
  /** Web URLs (`html_url`) point here, as on github.com. */
  webUrl: string;
}

export function jsonReply(
  status: number,
  value: unknown,
  headers: Record<string, string> = {},
): Reply {
  return {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
    body: Buffer.from(JSON.stringify(value)),
  };
}

export function emptyReply(status: number, headers: Record<string, string> = {}): Reply {
  return { status, headers };
}

export function iso(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}
