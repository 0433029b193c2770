import { newCombatant, type IcCombatant } from "../rules/ic/combatant";
import type { Modifier } from "../rules/ic/modifiers";
import { statusEffectsOf } from "../data/effect/status-instance";

interface ActorSystemSource {
  stats: { str: number; dex: number; agi: number; res: number; cha: number };
  xp: number;
  skills: IcCombatant["skills"];
  vitality: { value: number; max: number };
  hp: { value: number; max: number };
  willpower: { value: number; max: number };
  fatigue: { level: number; staminaPenalty: number; chakraPenalty: number };
  upkeep: number;
}

/** The rules engine's view of an actor: its numbers, statuses and the modifiers its items grant. */
export function actorToCombatant(actor: Actor.Implementation, extra: Partial<IcCombatant> = {}): IcCombatant {
  const s = actor.system as unknown as ActorSystemSource;
  const modifiers: Modifier[] = [];
  for (const item of actor.items) {
    for (const m of (item.system as { modifiers?: { target: Modifier["target"]; value: number }[] }).modifiers ?? []) modifiers.push({ target: m.target, value: m.value, source: item.id ?? item.name });
  }
  return newCombatant({
    id: actor.id ?? "",
    name: actor.name ?? "",
    stats: { ...s.stats, xp: s.xp },
    skills: s.skills,
    vitality: s.vitality,
    hp: s.hp,
    willpower: s.willpower,
    fatigue: s.fatigue,
    upkeep: s.upkeep,
    statuses: statusEffectsOf(actor as never).map((e) => e.status),
    modifiers,
    ...extra,
  });
}
