import { degreesRefusal } from "../refusals";
import { FRESH_ROUND, SURPRISE_ROUND } from "../turn-actions";
import type { ClockStep, RoundClock } from "./clock-state";

function slotHolding(clock: RoundClock, member: string): string | undefined {
  return clock.slots.find((s) => s.members.includes(member))?.id;
}

/**
 * A partner enters the fight (M84–M86): it has no initiative and acts in its owner's turn, so it
 * becomes one more member of the owner's slot. It acts as soon as it is summoned, with every kind
 * of action (what this round grants: fresh actions, or the surprise round's one), and from then on
 * gets its actions with the slot each round. Commanding it is a free action of the owner's (M85).
 */
export function summonPartner(clock: RoundClock, owner: string, partner: string): ClockStep {
  const slot = slotHolding(clock, owner);
  if (slot === undefined) throw degreesRefusal("notInFight", { id: owner }, `${owner} is not in the fight`);
  if (slotHolding(clock, partner) !== undefined) throw degreesRefusal("alreadyFighting", { id: partner }, `${partner} is already in the fight`);
  const slots = clock.slots.map((s) => (s.id === slot ? { ...s, members: [...s.members, partner] } : s));
  return { clock: { ...clock, slots }, events: [{ kind: "actionsGranted", members: [partner], budget: clock.round === 0 ? SURPRISE_ROUND : FRESH_ROUND }] };
}

/** A partner leaves the fight (dispelled, dismissed, defeated): no longer a member of its owner's slot; a slot of its own is left alone, being no partner's. */
export function dismissPartner(clock: RoundClock, partner: string): RoundClock {
  return { ...clock, slots: clock.slots.map((s) => (s.id !== partner && s.members.includes(partner) ? { ...s, members: s.members.filter((m) => m !== partner) } : s)) };
}
