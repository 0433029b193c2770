import type { RulesetPieces } from "../rulesets/pieces";

/** A new actor as its `preCreate` hook sees it: its type, its prototype token's bars, and the way to amend it before it is saved. */
interface NewActor {
  type: string;
  prototypeToken: { bar1: { attribute: string | null }; bar2: { attribute: string | null } };
  updateSource(changes: Record<string, unknown>): unknown;
}

const BARS = ["bar1", "bar2"] as const;

/**
 * Gives a new actor's prototype token the bars its ruleset shows by default (`tokenBars`), bar by
 * bar, where the bar names nothing the actor's type tracks: core fills every new actor's bars from
 * `system.json`'s attributes, which are IC's, and an actor copied from a pack carries the same. A
 * bar the creator set to one the type tracks, or to none (null), is theirs and stays.
 */
export function defaultTokenBars(actor: NewActor, pieces: Pick<RulesetPieces, "tokenBars" | "trackableAttributes">): void {
  const defaults = pieces.tokenBars[actor.type];
  const tracked = pieces.trackableAttributes[actor.type];
  if (!defaults || !tracked) return;
  const shows = (attribute: string | null) => attribute === null || tracked.bar.includes(attribute) || tracked.value.includes(attribute);
  const changes: Record<string, string> = {};
  for (const bar of BARS) if (!shows(actor.prototypeToken[bar].attribute)) changes[`prototypeToken.${bar}.attribute`] = defaults[bar];
  if (Object.keys(changes).length) actor.updateSource(changes);
}
