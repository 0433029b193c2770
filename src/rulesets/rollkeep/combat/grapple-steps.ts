import { recordingDice } from "../../../dice/recorded-dice";
import { actorRef } from "../../../documents/actor-ref";
import { format, localize } from "../../../i18n";
import { refusalError } from "../../../refusal-message";
import { RULESET_EXTRAS } from "../../../rules/registry";
import { rollkeepOptions } from "../options";
import type { RollkeepState } from "../state";
import { fighterWrites, type Fighter } from "./fighter";
import { persistFight } from "./persist-fight";

const grapple = RULESET_EXTRAS.rollkeep.grapple;
type GrappleEvent = ReturnType<typeof grapple.act>["events"][number];

/** A grapple step the table takes: starting one, or one of the grapple actions (G3, G9). */
export type GrappleStepKey = (typeof grapple.stepOf)[string];

/** The turn's action keys that are grapple steps, as the port names them. */
export const GRAPPLE_STEP_OF = grapple.stepOf;

/** What the grapple steps need of the combat. */
export interface GrappleCombat {
  readonly moment: number;
  readonly combatants: { get(id: string): Combatant.Implementation | undefined };
  fighters(): Fighter[];
  update(changes: Record<string, unknown>): Promise<unknown>;
  updateEmbeddedDocuments(name: "Combatant", updates: Record<string, unknown>[]): Promise<unknown>;
}

const escape = (text: string) => foundry.utils.escapeHTML(text);

/** One grapple event worded for the chat, each fighter by name. */
function eventLine(e: GrappleEvent, name: (id: string) => string): string {
  switch (e.kind) {
    case "start":
      return format(e.grappled ? "SHINOBI.RollKeep.GrappleStep.started" : "SHINOBI.RollKeep.GrappleStep.missed", { attacker: name(e.attackerId), target: name(e.targetId), total: e.total ?? "—", tn: e.tn });
    case "contest":
      return format("SHINOBI.RollKeep.GrappleStep.contest", { totals: Object.entries(e.totals).map(([id, t]) => `${name(id)} ${t}`).join(", "), controller: e.controller ? name(e.controller) : "—" });
    case "disarmRaises":
      return format("SHINOBI.RollKeep.GrappleStep.disarmRaises", { name: name(e.combatantId), raises: e.raises, against: name(e.against) });
    case "hit":
      return format("SHINOBI.RollKeep.GrappleStep.hit", { hitter: name(e.hitterId), target: name(e.targetId), damage: e.damage, wounds: e.wounds.taken });
    case "thrown":
      return format(e.feet === null ? "SHINOBI.RollKeep.GrappleStep.thrown" : "SHINOBI.RollKeep.GrappleStep.thrownFeet", { by: name(e.byId), target: name(e.targetId), feet: e.feet ?? 0 });
    case "dragged":
      return format("SHINOBI.RollKeep.GrappleStep.dragged", { by: name(e.byId), feet: e.feet });
    case "maintained":
      return format("SHINOBI.RollKeep.GrappleStep.maintained", { name: name(e.combatantId) });
    case "left":
      return format("SHINOBI.RollKeep.GrappleStep.left", { name: name(e.combatantId) });
    case "ended":
      return localize("SHINOBI.RollKeep.GrappleStep.ended");
  }
}

/** The grapple events as one chat section, or null when there are none. */
export function grappleSummary(events: readonly GrappleEvent[], states: readonly RollkeepState[]): string | null {
  if (!events.length) return null;
  const names = new Map(states.map((s) => [s.id, s.name]));
  const name = (id: string) => names.get(id) ?? id;
  return `<section class="shinobi rk-grapple"><ul>${events.map((e) => `<li class="rk-grapple-${e.kind}">${escape(eventLine(e, name))}</li>`).join("")}</ul></section>`;
}

function fighterIdOf(combat: GrappleCombat, combatantId: string | null): string | null {
  if (combatantId === null) return null;
  const actor = combat.combatants.get(combatantId)?.actor;
  if (!actor) throw new Error(localize("SHINOBI.Combat.noCombatant"));
  return actorRef(actor);
}

/**
 * A grapple step on the GM's client (call it inside the GM queue): every fighter re-read from the
 * documents, the port's grapple step at the fight's moment, everyone it changed written in one
 * batch with the combatants, and a message with its rolls. A refusal writes nothing.
 */
export async function takeGrappleStep(combat: GrappleCombat, combatantId: string, step: GrappleStepKey, targetCombatantId: string | null, how: { withWeapon?: boolean; freeHand?: boolean; adjacent?: boolean } = {}): Promise<GrappleEvent[]> {
  const read = combat.fighters();
  const states = read.map((f) => f.state);
  const me = fighterIdOf(combat, combatantId) ?? "";
  const target = fighterIdOf(combat, targetCombatantId);
  const options = rollkeepOptions();
  const dice = recordingDice();
  let result: ReturnType<typeof grapple.act>;
  try {
    if (step === "start") {
      if (target === null) throw new Error(localize("SHINOBI.RollKeep.GrappleStep.needsTarget"));
      result = grapple.start(states, me, target, { at: combat.moment, ...how }, options, dice);
    } else {
      result = grapple.act(states, me, step, { at: combat.moment, ...(target ? { targetId: target } : {}) }, options, dice);
    }
  } catch (error) {
    throw refusalError(error);
  }
  await persistFight(read.map((f, i) => fighterWrites(f.state, result.combatants[i] ?? f.state, f.source)), combat);
  const content = grappleSummary(result.events, states);
  const rolls = dice.take(localize("SHINOBI.RollKeep.GrappleStep.title"));
  if (content) await ChatMessage.implementation.create({ content, rolls });
  return result.events;
}
