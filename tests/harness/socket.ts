/**
 * Foundry's socket as the system uses it (`game.socket.on` / `emit` on "system.shinobi"), for a
 * world of several users in one process. The server relays a message to every other connected
 * user and adds the sender's id; here a delivery runs the listeners as the receiving user. Every
 * message sent is kept, so a test can read the GM's answers to requests it forged.
 */
interface SocketUser {
  id: string;
  isGM: boolean;
  active: boolean;
}

interface SocketGame {
  user: SocketUser;
  users: { contents: SocketUser[] };
}

type Listener = (message: unknown, senderId: string) => unknown;

export class SocketDouble {
  #listeners = new Map<string, Listener[]>();
  /** Every message relayed, with who sent it. */
  readonly sent: { event: string; message: unknown; senderId: string }[] = [];
  /** Milliseconds a message takes to arrive (0: the next microtask). */
  latencyMs = 0;
  #acting: { user: SocketUser; depth: number; restore: SocketUser } | null = null;

  constructor(private readonly world: () => SocketGame) {}

  private get game(): SocketGame {
    return this.world();
  }

  on(event: string, listener: Listener): void {
    this.#listeners.set(event, [...(this.#listeners.get(event) ?? []), listener]);
  }

  /** A client sends: the server relays it to every other connected user, stamped with the sender's id. */
  emit(event: string, message: unknown): void {
    this.#relay(event, structuredClone(message), this.game.user.id);
  }

  /**
   * What a player's browser can send, whatever it says: the message as given, stamped by the
   * server with the player's id. Resolves once every receiver has handled it.
   */
  async sendAs(senderId: string, event: string, message: unknown): Promise<void> {
    await this.#relay(event, structuredClone(message), senderId);
  }

  /** The answers the GM's client sent back to a user. */
  answersTo(userId: string): { id: string; ok: boolean; result?: unknown; error?: string }[] {
    return this.sent
      .map((s) => s.message as { type?: string; to?: string; id: string; ok: boolean; result?: unknown; error?: string })
      .filter((m) => m.type === "answer" && m.to === userId);
  }

  async #relay(event: string, message: unknown, senderId: string): Promise<void> {
    this.sent.push({ event, message, senderId });
    const receivers = this.game.users.contents.filter((u) => u.active && u.id !== senderId);
    await new Promise<void>((resolve) => (this.latencyMs ? setTimeout(resolve, this.latencyMs) : queueMicrotask(resolve)));
    await Promise.all(receivers.map((receiver) => this.#deliver(event, message, senderId, receiver)));
  }

  /**
   * Runs the listeners as `receiver`. Handling may go on across awaits, so the receiver stays the
   * acting user until every delivery to it has finished (the GM's client answering several
   * requests at once is still the GM's client).
   */
  async #deliver(event: string, message: unknown, senderId: string, receiver: SocketUser): Promise<void> {
    if (this.#acting && this.#acting.user !== receiver) {
      // Another user's client is busy: this one handles the message synchronously, then hands back.
      const busy = this.game.user;
      this.game.user = receiver;
      try {
        for (const listener of this.#listeners.get(event) ?? []) void listener(message, senderId);
      } finally {
        this.game.user = busy;
      }
      return;
    }
    this.#acting ??= { user: receiver, depth: 0, restore: this.game.user };
    this.#acting.depth += 1;
    this.game.user = receiver;
    try {
      await Promise.all((this.#listeners.get(event) ?? []).map((listener) => listener(message, senderId)));
    } finally {
      this.#acting.depth -= 1;
      if (this.#acting.depth === 0) {
        this.game.user = this.#acting.restore;
        this.#acting = null;
      }
    }
  }
}
