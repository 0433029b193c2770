/**
 * The parts of an Actor and its items a ruleset's state is read from and its changes written to,
 * for the rulesets whose state lives on an actor and its items alone (roll-and-keep, degrees).
 * Structural, so tests may hand in documents of the harness and a world its own.
 */

export interface EmbeddedLike {
  id: string | null;
  name: string | null;
  type: string;
  system: unknown;
}

export interface ActorLike {
  id: string | null;
  /** With `isToken`, its identity in the rules (see documents/actor-ref): a token's own actor has its own. */
  uuid: string | null;
  isToken: boolean;
  name: string | null;
  type: string;
  system: unknown;
  items: Iterable<EmbeddedLike>;
  /** Its effects; a status effect's ids put a ruleset's conditions on (Prone, Dazed… from the token HUD). */
  effects?: Iterable<{ statuses: ReadonlySet<string>; disabled?: boolean; flags?: unknown }>;
  update(changes: Record<string, unknown>): Promise<unknown>;
  updateEmbeddedDocuments(name: "Item", updates: (Record<string, unknown> & { _id: string })[]): Promise<unknown>;
}
