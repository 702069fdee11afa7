import type { WebSocket } from 'ws';
import type { DiscordModel, JsonObject } from './model.js';

/**
 * The gateway half of the sandbox: HELLO, IDENTIFY → READY + GUILD_CREATE, heartbeats and their ACKs,
 * RECONNECT and RESUME with replay of missed events, and dispatch of INTERACTION_CREATE and channel events.
 * JSON encoding only (discord.js uses it unless zlib-sync is installed).
 */

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
  seq: number;
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
          session = this.identify(socket);
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
    socket.on('close', () => {
      this.sockets.delete(socket);
      if (session && session.socket === socket) session.socket = undefined;
    });
    socket.on('error', () => socket.terminate());
  }

  private identify(socket: WebSocket): Session {
    const m = this.options.model;
    const session: Session = { id: m.ids.next(), seq: 0, backlog: [], socket };
    this.sessions.set(session.id, session);
    this.send(session, 'READY', {
      v: 10,
      user: { ...m.userJson(m.bot), verified: true, mfa_enabled: false, flags: 0 },
      guilds: [{ id: m.guildId, unavailable: true }],
      session_id: session.id,
      session_type: 'normal',
      resume_gateway_url: this.options.resumeUrl(),
      shard: [0, 1],
      application: { id: m.appId, flags: 0 },
      private_channels: [],
      relationships: [],
      presences: [],
      geo_ordered_rtc_regions: [],
      guild_join_requests: [],
      user_settings: {},
      auth_session_id_hash: '',
    });
    this.send(session, 'GUILD_CREATE', m.guildJson());
    return session;
  }

  private send(session: Session, t: string, d: unknown): void {
    session.seq += 1;
    const frame = JSON.stringify({ op: Op.Dispatch, t, s: session.seq, d });
    session.backlog.push({ seq: session.seq, frame });
    if (session.backlog.length > 500) session.backlog.shift();
    session.socket?.send(frame);
  }

  /** Sends an event to every session (a session without a socket keeps it for its RESUME). */
  dispatch(t: string, d: unknown): void {
    for (const session of this.sessions.values()) this.send(session, t, d);
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
