import { foundryDice } from "../../../dice/recorded-dice";
import { format, localize } from "../../../i18n";
import { refusalError } from "../../../refusal-message";
import { degreesOptions } from "../options";
import { persistCharacterWrites } from "../persist";
import { characterWrites, degreesExtras, degreesRules, readCharacter } from "../state";
import { postCheckCard } from "./check-card";
import { fightOf } from "../attack/fighters";
import { requestUseInFight } from "./use-in-fight";
import { drawActionOf } from "./draw-choice";
import { askReadying } from "./draw-dialog";
import { itemActionOf, postItemUse } from "./item-use";
import { FULL_NIGHT, type RestChoice } from "../sheets/rest-dialog";

/** The check core's tracker rolls (1d8 + Dexterity + Notice, M5): a sheet does not offer it. */
const TRACKER_CHECK = "initiative";

/** The checks a sheet rolls: every check the port offers this actor but initiative. */
export function sheetChecks(actor: Actor.Implementation) {
  return degreesRules.checks(readCharacter(actor).state, degreesOptions()).filter((c) => c.key !== TRACKER_CHECK);
}

/** Rolls one of the checks the port offers this actor now (2d8 + the accuracy with what conditions add, M20, M128) and posts its card. */
export async function rollCheck(actor: Actor.Implementation, key: string): Promise<void> {
  const check = sheetChecks(actor).find((c) => c.key === key);
  if (!check) throw new Error(format("SHINOBI.Sheet.noCheck", { key }));
  await postCheckCard(actor, [check.bonus], { label: localize(check.label), img: actor.img ?? null });
}

/**
 * Uses one of the actor's own weapons or techniques at no target. In the viewed fight the GM's
 * client takes it through the fight's declaration (`dgUse`: the turn checked, the action and the
 * chakra spent, M15, M18, M70; a Draw asks first what it readies). Outside one the port declares it here (a technique's chakra spent,
 * refused when short, F20) and the owner's client writes the actor (its own document). A card shows
 * what it cost and, for an attack, its check. With a token targeted, an attack is the attack
 * card's instead (use-item.ts).
 */
export async function useDegreesItem(actor: Actor.Implementation, itemId: string): Promise<void> {
  if (fightOf(actor)) {
    const item = actor.items.get(itemId);
    // A Draw in a fight costs by what it readies (M70): asked first, nothing sent when closed.
    const readying = item && drawActionOf(item) ? await askReadying() : undefined;
    if (readying === null) return;
    await requestUseInFight(actor, itemId, readying);
    return;
  }
  if (!actor.isOwner) throw new Error(localize("SHINOBI.Combat.notYours"));
  const { item, action } = itemActionOf(actor, itemId);
  const { state, source } = readCharacter(actor);
  let declared: ReturnType<typeof degreesRules.declare>;
  try {
    // Declaring rolls nothing in the degrees rules: the dice are handed over and never drawn.
    declared = degreesRules.declare(degreesRules.outsideCombat(state), action, { at: 0 }, degreesOptions(), foundryDice());
  } catch (error) {
    throw refusalError(error);
  }
  await persistCharacterWrites([characterWrites(state, declared.actor, source)]);
  await postItemUse(actor, item, declared);
}

/** A sleep (M45, M50), a full night unless told: HP, chakra and fatigue as the port rests them, written in one update. */
export async function restActor(actor: Actor.Implementation, rest: RestChoice = FULL_NIGHT): Promise<void> {
  if (!actor.isOwner) throw new Error(localize("SHINOBI.Combat.notYours"));
  const { state, source } = readCharacter(actor);
  const rested = degreesExtras.rest(state, rest, degreesOptions());
  await persistCharacterWrites([characterWrites(state, rested, source)]);
}

/** The dying character's own Vigor check to stop its wound (M42): rolled on a card, Stable on a success. */
export async function stabiliseActor(actor: Actor.Implementation): Promise<void> {
  if (!actor.isOwner) throw new Error(localize("SHINOBI.Combat.notYours"));
  const vigor = sheetChecks(actor).find((c) => c.key === "vigor");
  if (!vigor) throw new Error(format("SHINOBI.Sheet.noCheck", { key: "vigor" }));
  const message = await postCheckCard(actor, [vigor.bonus], { label: localize("SHINOBI.Degrees.Sheet.stabilise"), img: actor.img ?? null, facts: [{ label: "SHINOBI.Degrees.Sheet.dc", value: degreesExtras.stabiliseDc }] });
  const total = message?.rolls[0]?.total;
  if (total === undefined) return;
  const { state, source } = readCharacter(actor);
  const { fighter } = degreesExtras.stabilise(state, total, degreesOptions());
  await persistCharacterWrites([characterWrites(state, fighter, source)]);
}
