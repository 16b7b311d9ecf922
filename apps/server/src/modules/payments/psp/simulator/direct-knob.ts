import type { Socket } from 'node:net';
import type { FastifyReply } from 'fastify';

/**
 * How the simulated server-to-server endpoints misbehave, for tests and benches ("the PSP answers in
 * a second, and sometimes never"): a delay before every answer, and shares of calls whose answer
 * never comes or whose connection is cut. Both happen AFTER the simulator acted, the case that
 * matters: the refund was made, and the caller cannot know it without looking. Mutable: a test or
 * a bench changes it while the server runs.
 */
export interface DirectKnob {
  /** Milliseconds before each answer (0: at once). */
  delayMs: number;
  /** Share of calls (0 to 1) never answered: the connection stays open until the caller gives up. */
  silentShare: number;
  /** Share of calls (0 to 1) whose connection is cut instead of answered. */
  dropShare: number;
}

export function defaultDirectKnob(): DirectKnob {
  return { delayMs: 0, silentShare: 0, dropShare: 0 };
}

/** A silent call is held at most this long, then its connection is closed without an answer. */
export const SILENT_HOLD_MS = 10 * 60_000;

export type Misbehaviour = 'answer' | 'silent' | 'drop';

export function pickMisbehaviour(
  knob: DirectKnob,
  random: () => number = Math.random,
): Misbehaviour {
  const roll = random();
  if (roll < knob.silentShare) return 'silent';
  if (roll < knob.silentShare + knob.dropShare) return 'drop';
  return 'answer';
}

const sleep = (ms: number) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    timer.unref();
  });

/**
 * Sends `body` as the knob says. A silent call's socket joins `held`, which the simulator destroys
 * when the app closes (a held request would otherwise keep the server from closing).
 */
export async function answerAsKnobSays(
  reply: FastifyReply,
  knob: DirectKnob,
  held: Set<Socket>,
  contentType: string,
  body: Buffer,
): Promise<FastifyReply> {
  const behaviour = pickMisbehaviour(knob);
  if (knob.delayMs > 0) await sleep(knob.delayMs);
  if (behaviour === 'answer') return reply.type(contentType).send(body);
  reply.hijack();
  const socket = reply.raw.socket;
  if (behaviour === 'drop') {
    socket?.destroy();
    return reply;
  }
  if (!socket) return reply;
  held.add(socket);
  const timer = setTimeout(() => socket.destroy(), SILENT_HOLD_MS);
  timer.unref();
  socket.once('close', () => {
    clearTimeout(timer);
    held.delete(socket);
  });
  return reply;
}
