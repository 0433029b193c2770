import { format, localize } from "../../../i18n";
import { degreesOptions } from "../options";
import { persistCharacterWrites } from "../persist";
import { characterWrites, degreesExtras, degreesRules, readCharacter } from "../state";
import { postCheckCard } from "./check-card";
import { fighterActor, fightOf, readFighter, requireCommand, writeFighters } from "../attack/fighters";
import { askGm } from "../../../authority/gm-requests";
import { gmQueue } from "../../../authority/gm-queue";
import { fieldOf, record } from "../../../authority/request-fields";
import { actorRef } from "../../../documents/actor-ref";
import { refusalError } from "../../../refusal-message";
import { requestItemUse } from "./use-in-fight";
import { drawActionOf } from "./draw-choice";
import { askReadying } from "./draw-dialog";
import { itemActionOf, useOutsideFight } from "./item-use";
import { FULL_NIGHT, type RestChoice } from "../sheets/rest-dialog";
import { intimidateFact, targetedFighter } from "./size-checks";
import { requestTumble, tumblesPast } from "./tumble";

type Sense = (typeof degreesExtras.senses)[number];

/** The check core's tracker rolls (1d8 + Dexterity + Notice, M5): a sheet does not offer it. */
const TRACKER_CHECK = "initiative";

/** The checks a sheet rolls: every check the port offers this actor but initiative. */
export function sheetChecks(actor: Actor.Implementation) {
  return degreesRules.checks(readCharacter(actor).state, degreesOptions()).filter((c) => c.key !== TRACKER_CHECK);
}

/** The senses a sheet's button may name, as the port lists them. */
function senseOf(value: string | undefined): Sense | null {
  if (value === undefined) return null;
  const sense = degreesExtras.senses.find((s) => s === value);
  if (!sense) throw new Error(format("SHINOBI.Degrees.Sense.unknown", { sense: value }));
  return sense;
}

/** The check a sheet's button rolls: Intimidate at the user's targeted token by its size (M109), any other through the sense it names. */
function checkToRoll(actor: Actor.Implementation, key: string, sense: Sense | null) {
  const state = readCharacter(actor).state;
  const target = key === "intimidate" ? targetedFighter() : null;
  try {
    if (target) return { check: degreesExtras.intimidateAgainst(state, readCharacter(target).state.character.size, degreesOptions()), facts: [intimidateFact(target)] };
    const check = degreesExtras.senseCheck(state, key, sense, degreesOptions());
    return check && { check, facts: sense ? [{ label: "SHINOBI.Degrees.Sense.label", value: localize(`SHINOBI.Degrees.Sense.${sense}`) }] : [] };
  } catch (error) {
    throw refusalError(error);
  }
}

/**
 * Rolls one of the checks the port offers this actor now (2d8 + the accuracy with what conditions
 * add, M20, M128) and posts its card. A check that needs a sense (Notice by sight or hearing,
 * Search by sight) names it on the card; a Blind or Deafened roller is refused it (M130 9, 26).
 * Intimidate with a token targeted is made against its size, which the card names (M109); in a
 * fight, Acrobatics with a foe targeted is a tumble past it (M55).
 */
export async function rollCheck(actor: Actor.Implementation, key: string, senseName?: string): Promise<void> {
  if (!sheetChecks(actor).some((c) => c.key === key)) throw new Error(format("SHINOBI.Sheet.noCheck", { key }));
  // In a fight, Acrobatics with a foe targeted is a tumble past it (M55), rolled by the GM's client.
  const foe = key === "acrobatics" ? targetedFighter() : null;
  if (tumblesPast(actor, foe)) return requestTumble(actor, foe);
  const rolled = checkToRoll(actor, key, senseOf(senseName));
  if (!rolled) throw new Error(format("SHINOBI.Sheet.noCheck", { key }));
  await postCheckCard(actor, [rolled.check.bonus], { label: localize(rolled.check.label), img: actor.img ?? null, facts: rolled.facts });
}

/**
 * Uses one of the actor's own weapons or techniques at no target. In the viewed fight, or when the
 * item is limited a scene (the world's count is the GM's to keep, M4), the GM's client takes it
 * (`dgUse`: in a fight the turn checked, the action and the chakra spent, M15, M18, M70; a Draw in
 * a fight asks first what it readies). Any other use the owner's client declares and writes itself
 * (its own document): a technique's chakra spent, refused when short (F20). A card shows what it
 * cost and, for an attack, its check. With a token targeted, an attack is the attack card's instead
 * (use-item.ts).
 */
export async function useDegreesItem(actor: Actor.Implementation, itemId: string): Promise<void> {
  const { item, action } = itemActionOf(actor, itemId);
  const inFight = fightOf(actor) !== null;
  if (inFight || action.perScene) {
    // A Draw in a fight costs by what it readies (M70): asked first, nothing sent when closed.
    const readying = inFight && drawActionOf(item) ? await askReadying() : undefined;
    if (readying === null) return;
    await requestItemUse(actor, itemId, readying);
    return;
  }
  if (!actor.isOwner) throw new Error(localize("SHINOBI.Combat.notYours"));
  await useOutsideFight(actor, item, action);
}

/** A sleep (M45, M50), a full night unless told: HP, chakra and fatigue as the port rests them, written in one update. */
export async function restActor(actor: Actor.Implementation, rest: RestChoice = FULL_NIGHT): Promise<void> {
  if (!actor.isOwner) throw new Error(localize("SHINOBI.Combat.notYours"));
  // A night's sleep is no action of a fight's round: refused while the character is in one under way.
  if (fightOf(actor)) throw new Error(localize("SHINOBI.Degrees.Rest.inFight"));
  const { state, source } = readCharacter(actor);
  const rested = degreesExtras.rest(state, rest, degreesOptions());
  await persistCharacterWrites([characterWrites(state, rested, source)]);
}

/** The dying character's own Vigor check asked of the GM's client in a fight, where the round's use is the combatant's to count (M42). */
export const DG_STABILISE_REQUEST = "dgStabilise";

/**
 * The dying character's own Vigor check to stop its wound (M42): rolled on a card, Stable on a
 * success. In the viewed fight it is the GM's client's, once a round (a reaction); outside one the
 * owner's client rolls it and writes its own actor.
 */
export async function stabiliseActor(actor: Actor.Implementation): Promise<void> {
  if (!actor.isOwner) throw new Error(localize("SHINOBI.Combat.notYours"));
  if (fightOf(actor)) await askGm(DG_STABILISE_REQUEST, { actor: actorRef(actor) });
  else await rollOwnVigor(actor);
}

/** The GM's side: the sender commands the actor, read with its combatant; the check is refused once taken this round. */
export async function handleStabiliseRequest(payload: unknown, requester: NonNullable<typeof game.user>): Promise<void> {
  const actor = fighterActor(fieldOf(record(payload, "payload"), "actor"), "actor");
  requireCommand(actor, requester);
  await gmQueue.run(() => rollOwnVigor(actor));
}

async function rollOwnVigor(actor: Actor.Implementation): Promise<void> {
  const read = readFighter(actor);
  const options = degreesOptions();
  let taken: typeof read.state;
  try {
    taken = degreesExtras.ownVigorTaken(read.state);
  } catch (error) {
    throw refusalError(error);
  }
  const vigor = degreesRules.checks(read.state, options).find((c) => c.key === "vigor");
  if (!vigor) throw new Error(format("SHINOBI.Sheet.noCheck", { key: "vigor" }));
  const message = await postCheckCard(actor, [vigor.bonus], { label: localize("SHINOBI.Degrees.Sheet.stabilise"), img: actor.img ?? null, facts: [{ label: "SHINOBI.Degrees.Sheet.dc", value: degreesExtras.stabiliseDc }] });
  const total = message?.rolls[0]?.total;
  if (total === undefined) return;
  const { fighter } = degreesExtras.stabilise(taken, total, options);
  await writeFighters([{ read, after: fighter }]);
}
