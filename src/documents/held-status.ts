/**
 * The effects of an actor standing for a status alone, as core's token HUD toggle finds them: the
 * ones that show the status switched on, and that switching it off takes away.
 */
export function effectsHolding(actor: Actor.Implementation, statusId: string): string[] {
  const held: string[] = [];
  for (const effect of actor.effects) if (effect.id && effect.statuses.size === 1 && effect.statuses.has(statusId)) held.push(effect.id);
  return held;
}
