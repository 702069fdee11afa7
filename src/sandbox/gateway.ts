import type { WebSocket } from 'ws';
import type { DiscordModel, JsonObject } from './model.js';

/**
 * The gateway half of the sandbox: HELLO, IDENTIFY → READY + GUILD_CREATE, heartbeats and their ACKs,
 * RECONNECT and RESUME with replay of missed events, and dispatch of INTERACTION_CREATE and channel events.
 * Sharding as Discord does it: a client identifies with `shard: [id, count]`, and a guild's events (its
 * interactions included) go only to the shard that owns it, `(guild_id >> 22) % count`; events of no guild
 * (DMs) go to shard 0. JSON encoding only (discord.js uses it unless zlib-sync is installed).
 */

/** The shard that owns a guild among `count` shards, as Discord computes it. */
export function shardOf(guildId: string, count: number): number {
  return Number((BigInt(guildId) >> 22n) % BigInt(Math.max(1, count)));
}

const Op = {
  Dispatch: 0,
  Heartbeat: 1,
  Identify: 2,
  Resume: 6,
  Reconnect: 7,
  InvalidSession: 9,
  Hello: 10,
  HeartbeatAck: 11,
} as const;

interface Session {
  readonly id: string;
  /** `[shard id, shard count]` from IDENTIFY (`[0, 1]` when the client does not shard). */
  readonly shard: readonly [number, number];
  seq: number;
  /** INTERACTION_CREATE events sent to this session, for tests of sharding. */
  interactions: number;
  /** Dispatches kept for RESUME (the last 500). */
  readonly backlog: { seq: number; frame: string }[];
  socket: WebSocket | undefined;
}

export interface GatewayOptions {
  readonly model: DiscordModel;
  readonly token: string | undefined;
  readonly heartbeatIntervalMs: number;
  readonly resumeUrl: () => string;
}

export class SandboxGateway {
  private readonly sessions = new Map<string, Session>();
  private readonly sockets = new Set<WebSocket>();
  /** Count of frames each op code was received, for tests (e.g. that a RESUME happened). */
  readonly received = new Map<number, number>();

  constructor(private readonly options: GatewayOptions) {}

  get connected(): number {
    return [...this.sessions.values()].filter((s) => s.socket !== undefined).length;
  }

  /** The sessions (one per shard a client identified), with how many interactions each was sent. */
  sessionsInfo(): { id: string; shard: readonly [number, number]; connected: boolean; interactions: number }[] {
    return [...this.sessions.values()].map((s) => ({
      id: s.id,
      shard: s.shard,
      connected: s.socket !== undefined,
      interactions: s.interactions,
    }));
  }

  accept(socket: WebSocket): void {
    this.sockets.add(socket);
    let session: Session | undefined;
    socket.send(
      JSON.stringify({ op: Op.Hello, d: { heartbeat_interval: this.options.heartbeatIntervalMs }, s: null, t: null }),
    );
    socket.on('message', (raw) => {
      let frame: { op?: number; d?: unknown };
      try {
        frame = JSON.parse(raw.toString()) as { op?: number; d?: unknown };
      } catch {
        socket.close(4002, 'Decode error');
        return;
      }
      const op = Number(frame.op);
      this.received.set(op, (this.received.get(op) ?? 0) + 1);
      switch (op) {
        case Op.Heartbeat:
          socket.send(JSON.stringify({ op: Op.HeartbeatAck, d: null, s: null, t: null }));
          break;
        case Op.Identify: {
          const d = (frame.d ?? {}) as JsonObject;
          if (session) {
            socket.close(4005, 'Already authenticated');
            return;
          }
          if (this.options.token !== undefined && d['token'] !== this.options.token) {
            socket.close(4004, 'Authentication failed');
            return;
          }
          const shard = Array.isArray(d['shard']) ? (d['shard'] as unknown[]).map(Number) : [0, 1];
          const [shardId = 0, shardCount = 1] = shard;
          if (
            !Number.isInteger(shardId) ||
            !Number.isInteger(shardCount) ||
            shardCount < 1 ||
            shardId < 0 ||
            shardId >= shardCount
          ) {
            socket.close(4010, 'Invalid shard');
            return;
          }
          session = this.identify(socket, [shardId, shardCount]);
          break;
        }
        case Op.Resume: {
          const d = (frame.d ?? {}) as JsonObject;
          const previous = this.sessions.get(String(d['session_id'] ?? ''));
          if (!previous || (this.options.token !== undefined && d['token'] !== this.options.token)) {
            socket.send(JSON.stringify({ op: Op.InvalidSession, d: false, s: null, t: null }));
            return;
          }
          session = previous;
          previous.socket = socket;
          const from = Number(d['seq'] ?? 0);
          for (const entry of previous.backlog) if (entry.seq > from) socket.send(entry.frame);
          this.send(previous, 'RESUMED', {});
          break;
        }
        default:
          break;
      }
    });
    socket.on('close', (code) => {
      this.sockets.delete(socket);
      if (session && session.socket === socket) session.socket = undefined;
      // A clean close (the client logging out) ends the session, as on Discord: it cannot be resumed.
      if (session && (code === 1000 || code === 1001)) this.sessions.delete(session.id);
    });
    socket.on('error', () => socket.terminate());
  }

  private identify(socket: WebSocket, shard: readonly [number, number]): Session {
    const m = this.options.model;
    const session: Session = { id: m.ids.next(), shard, seq: 0, interactions: 0, backlog: [], socket };
    this.sessions.set(session.id, session);
    const owned = [...m.guilds.keys()].filter((id) => shardOf(id, shard[1]) === shard[0]);
    this.send(session, 'READY', {
      v: 10,
      user: { ...m.userJson(m.bot), verified: true, mfa_enabled: false, flags: 0 },
      guilds: owned.map((id) => ({ id, unavailable: true })),
      session_id: session.id,
      session_type: 'normal',
      resume_gateway_url: this.options.resumeUrl(),
      shard: [...shard],
      application: { id: m.appId, flags: 0 },
      private_channels: [],
      relationships: [],
      presences: [],
      geo_ordered_rtc_regions: [],
      guild_join_requests: [],
      user_settings: {},
      auth_session_id_hash: '',
    });
    for (const id of owned) this.send(session, 'GUILD_CREATE', m.guildJson(id));
    return session;
  }

  private send(session: Session, t: string, d: unknown): void {
    session.seq += 1;
    const frame = JSON.stringify({ op: Op.Dispatch, t, s: session.seq, d });
    session.backlog.push({ seq: session.seq, frame });
    if (session.backlog.length > 500) session.backlog.shift();
    session.socket?.send(frame);
  }

  /**
   * Sends an event to every session of the shard that owns its guild (shard 0 for an event of no guild); a
   * session without a socket keeps it for its RESUME.
   */
  dispatch(t: string, d: unknown): void {
    const guildId = typeof d === 'object' && d !== null ? (d as JsonObject)['guild_id'] : undefined;
    for (const session of this.sessions.values()) {
      const [id, count] = session.shard;
      const owner = typeof guildId === 'string' ? shardOf(guildId, count) : 0;
      if (owner !== id) continue;
      if (t === 'INTERACTION_CREATE') session.interactions += 1;
      this.send(session, t, d);
    }
  }

  /** Asks every client to reconnect and resume (op 7), as Discord does during its maintenance. */
  requestReconnect(): void {
    for (const socket of this.sockets) socket.send(JSON.stringify({ op: Op.Reconnect, d: null, s: null, t: null }));
  }

  /** Drops every connection abruptly (a network failure); sessions survive for RESUME. */
  dropConnections(): void {
    for (const socket of this.sockets) socket.terminate();
  }

  close(): void {
    for (const socket of this.sockets) socket.terminate();
    this.sockets.clear();
  }
}
