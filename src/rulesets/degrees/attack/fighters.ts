import { actorRef } from "../../../documents/actor-ref";
import { localize } from "../../../i18n";
import type { RulesetTypesOf } from "../../../rules/registry";
import { persistCharacterWrites } from "../persist";
import { characterWrites, degreesRules, readCharacter, type CharacterSource, type DegreesActorLike, type DegreesState } from "../state";

type Dg = RulesetTypesOf<"degrees">;

/**
 * THE one place the attack card reads fighters from documents and writes them back. Today it
 * reads an actor alone (state.ts: the sheet, HP track, chakra, armour, conditions) with what it has
 * at hand for an attack (its defensive techniques, the weapon it blocks with); with the degrees
 * round tracker this becomes its `readFighter(actor, combatant)`, the moment the combat's own
 * (`combat.moment`), and the writes its `persistFight`: nothing else in attack/ changes.
 */
export interface Fighter {
  state: DegreesState;
  source: CharacterSource;
}

/** An item as the attack card reads it: which item type, its stored data, its name. */
interface ItemLike {
  id: string | null;
  name: string | null;
  type: string;
  system: unknown;
}

/** The `dgWeapon` fields that say what a weapon blocks with (M23); the data model keeps them within their lists. */
interface StoredWeapon {
  weight: Dg["wielded"]["weight"];
  accuracy: string;
  damage: number;
  thrown: boolean;
  quantity: number;
  blocksProjectileTechniques: boolean;
}

const WEIGHT_ORDER: readonly Dg["wielded"]["weight"][] = ["light", "medium", "heavy"];

/** The defensive techniques among the actor's items, as the port reads each technique (M25). */
function defencesOf(items: Iterable<ItemLike>): Dg["defensiveTechnique"][] {
  const found: Dg["defensiveTechnique"][] = [];
  for (const item of items) {
    if (item.type !== "dgTechnique") continue;
    const defence = degreesRules.actionFromItem({ name: item.name ?? "", type: item.type, system: item.system })?.defence;
    if (defence) found.push(defence);
  }
  return found;
}

/**
 * The weapon in hand to block with (M23). Sheets keep no "in hand" mark, so our reading is: a carried
 * melee weapon that is not thrown and adds weapon damage (a bare fist adds none, and gauntlets count
 * as nothing); of several, one that may block projectile techniques, else the heaviest.
 */
function weaponInHand(items: Iterable<ItemLike>): Dg["wielded"] | null {
  let best: StoredWeapon | null = null;
  for (const item of items) {
    if (item.type !== "dgWeapon") continue;
    // The dgWeapon data model's own fields (data/item/weapon-data.ts).
    const w = item.system as StoredWeapon;
    if (w.accuracy !== "melee" || w.thrown || w.damage <= 0 || w.quantity <= 0) continue;
    const better = !best || (w.blocksProjectileTechniques && !best.blocksProjectileTechniques) || (w.blocksProjectileTechniques === best.blocksProjectileTechniques && WEIGHT_ORDER.indexOf(w.weight) > WEIGHT_ORDER.indexOf(best.weight));
    if (better) best = w;
  }
  return best && { weight: best.weight, ...(best.blocksProjectileTechniques ? { blocksProjectileTechniques: true } : {}) };
}

/** The port's fighter for an actor, as the attack card needs it: its documents, its defensive techniques, the weapon it blocks with. */
export function readFighter(actor: DegreesActorLike & { items: Iterable<ItemLike> }): Fighter {
  const read = readCharacter(actor);
  const state: DegreesState = { ...read.state, defences: defencesOf(actor.items), wielding: weaponInHand(actor.items) };
  return { state: degreesRules.outsideCombat(state), source: read.source };
}

/** The fight an actor is in: the world's active combat holding a combatant for it. */
interface FightLike {
  started: boolean;
  combatant?: { actor?: { id: string | null; uuid: string | null; isToken: boolean } | null } | null;
  combatants: Iterable<{ actor?: { id: string | null; uuid: string | null; isToken: boolean } | null }>;
}

function inFight(actor: DegreesActorLike): FightLike | null {
  // Core's Combat: `started`, the combatant whose turn it is, and the combatants.
  const combat = (game.combat ?? null) as FightLike | null;
  if (!combat?.started) return null;
  const ref = actorRef(actor);
  for (const c of combat.combatants) if (c.actor && actorRef(c.actor) === ref) return combat;
  return null;
}

/**
 * The moment an attacker declares at. In a fight an attack is declared on the attacker's own turn
 * (M15): with core's round tracker that is the turn its combatant holds, refused otherwise, and the
 * port sees a fight-less moment (0); with the degrees tracker, the combat's moment, where the port
 * itself refuses anything off the fighter's turn.
 */
export function declareMoment(actor: DegreesActorLike): number {
  const combat = inFight(actor);
  if (!combat) return 0;
  const current = combat.combatant?.actor;
  if (!current || actorRef(current) !== actorRef(actor)) throw new Error(localize("SHINOBI.Refusal.degrees.notYourTurn"));
  return 0;
}

/** Writes what one card step did to its fighters: each actor's fields in one batch, its condition effects in one deletion and one creation. */
export async function writeFighters(changes: readonly { read: Fighter; after: DegreesState }[]): Promise<void> {
  await persistCharacterWrites(changes.map((c) => characterWrites(c.read.state, c.after, c.read.source)));
}
