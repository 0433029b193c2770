import { SYSTEM_ID } from "../constants";
import { localize } from "../i18n";
import { RequestRefused, fieldOf, record } from "./request-fields";

/**
 * Player-to-GM requests over the system socket. The server stamps every socket message with the
 * id of the user who sent it, so that id — never anything inside the payload — says who asks.
 * Only the GM the request names answers; the answer goes back on the same socket, and a client
 * accepts it only from the GM it asked.
 */
export const SOCKET = `system.${SYSTEM_ID}`;

type User = NonNullable<typeof game.user>;

/** What the GM's client does for a request: reads its payload as untrusted choices, checks `requester` may make them, and acts. */
export type RequestHandler = (payload: unknown, requester: User) => Promise<unknown>;

interface RequestMessage {
  type: "request";
  id: string;
  /** The GM asked to carry it out. */
  gm: string;
  name: string;
  payload: unknown;
}

interface AnswerMessage {
  type: "answer";
  id: string;
  /** The user who asked. */
  to: string;
  ok: boolean;
  result?: unknown;
  error?: string;
}

/** How long a player waits for the GM's client before being told it did not answer. */
export const ANSWER_TIMEOUT_MS = 30_000;

/** The most a request may weigh (its JSON): choices are small; anything bigger is refused unread. */
export const MAX_REQUEST_CHARS = 16_384;

interface Waiting {
  gm: string;
  resolve(result: unknown): void;
  reject(error: Error): void;
  timer: ReturnType<typeof setTimeout>;
}

const waiting = new Map<string, Waiting>();
let served: Readonly<Record<string, RequestHandler>> = {};

/** Starts answering requests with the active ruleset's handlers, and listening for answers. Call once, on `ready`. */
export function listenForRequests(handlers: Readonly<Record<string, RequestHandler>>): void {
  served = handlers;
  game.socket?.on(SOCKET, onSocketMessage);
}

/**
 * Asks the GM's client to carry out a request and waits for its answer. A GM carries it out on
 * their own client, through the same handler and checks. With no GM online nothing is sent and
 * the player is told why.
 */
export async function askGm(name: string, payload: unknown): Promise<unknown> {
  const user = game.user;
  if (!user) throw new Error(localize("SHINOBI.Combat.noUser"));
  if (user.isGM) return serve(name, payload, user);
  const gm = game.users?.activeGM;
  const socket = game.socket;
  if (!gm?.id || !socket) throw new Error(localize("SHINOBI.Combat.noGm"));
  const id = foundry.utils.randomID();
  const request: RequestMessage = { type: "request", id, gm: gm.id, name, payload };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      waiting.delete(id);
      reject(new Error(localize("SHINOBI.Request.noAnswer")));
    }, ANSWER_TIMEOUT_MS);
    waiting.set(id, { gm: gm.id ?? "", resolve, reject, timer });
    socket.emit(SOCKET, request);
  });
}

function serve(name: string, payload: unknown, requester: User): Promise<unknown> {
  const handler = Object.hasOwn(served, name) ? served[name] : undefined;
  if (!handler) return Promise.reject(new RequestRefused("name"));
  return handler(payload, requester);
}

function requestOf(message: Record<string, unknown>): RequestMessage | null {
  const [id, gm, name] = [fieldOf(message, "id"), fieldOf(message, "gm"), fieldOf(message, "name")];
  if (typeof id !== "string" || typeof gm !== "string" || typeof name !== "string") return null;
  return { type: "request", id, gm, name, payload: fieldOf(message, "payload") };
}

function answerOf(message: Record<string, unknown>): AnswerMessage | null {
  const [id, to, ok, error] = [fieldOf(message, "id"), fieldOf(message, "to"), fieldOf(message, "ok"), fieldOf(message, "error")];
  if (typeof id !== "string" || typeof to !== "string" || typeof ok !== "boolean") return null;
  return { type: "answer", id, to, ok, result: fieldOf(message, "result"), ...(typeof error === "string" ? { error } : {}) };
}

/**
 * Every message on the system socket, with the sender the server vouches for. Returns the
 * handling's promise (the socket ignores it; it lets a caller wait for the answer to be sent).
 */
export function onSocketMessage(message: unknown, senderId: unknown): Promise<void> | undefined {
  if (typeof senderId !== "string" || message === null || typeof message !== "object" || Array.isArray(message)) return undefined;
  const fields = message as Record<string, unknown>;
  const type = fieldOf(fields, "type");
  if (type === "answer") {
    const answer = answerOf(fields);
    if (answer) settle(answer, senderId);
    return undefined;
  }
  const request = type === "request" ? requestOf(fields) : null;
  return request ? answerRequest(request, senderId) : undefined;
}

/** The GM's side: carry out the request for the user the server says sent it, and send back the result or the refusal. */
async function answerRequest(request: RequestMessage, senderId: string): Promise<void> {
  const me = game.user;
  const requester = game.users?.get(senderId);
  // Only the GM asked answers (two GMs must not both act), and only for a user of this world.
  if (!me?.isGM || request.gm !== me.id || !requester) return;
  let answer: AnswerMessage;
  try {
    if (JSON.stringify(request.payload ?? null).length > MAX_REQUEST_CHARS) throw new RequestRefused("payload");
    record(request.payload, "payload");
    answer = { type: "answer", id: request.id, to: senderId, ok: true, result: await serve(request.name, request.payload, requester) };
  } catch (error) {
    answer = { type: "answer", id: request.id, to: senderId, ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  game.socket?.emit(SOCKET, answer);
}

/** The asking client's side: an answer counts only for a request this user is waiting on, from the GM it asked. */
function settle(answer: AnswerMessage, senderId: string): void {
  const wait = waiting.get(answer.id);
  if (!wait || answer.to !== game.user?.id || senderId !== wait.gm) return;
  waiting.delete(answer.id);
  clearTimeout(wait.timer);
  if (answer.ok) wait.resolve(answer.result);
  else wait.reject(new Error(answer.error ?? localize("SHINOBI.Request.refused")));
}
