import { templatePath } from "../../../constants";
import { applyRollModeFor } from "../../../dice/roll-mode";
import { ShinobiRoll } from "../../../dice/shinobi-roll";
import { refusalError } from "../../../refusal-message";
import type { RulesetTypesOf } from "../../../rules/registry";
import { poolFormula } from "../dice/syntax";
import { rollkeepOptions } from "../options";
import { persistWrites } from "../persist";
import { rollkeepRolls } from "../state";
import { fighterOf, fighterWrites, rollMoment } from "../attack/fighters";
import { requestFocus } from "./focus-request";
import { requestOf, type RollChoice, type Together } from "./roll-choice";
import { preparedView, verdictView } from "./roll-view";
import type { Rolled } from "./rolled";

type Rk = RulesetTypesOf<"rollkeep">;

/** What the roll is of, as the card's header names it. */
export interface RollHeading {
  label: string;
  img: string | null;
}

/** A roll made: the port's preparation, the XkY roll as thrown, and how it went. */
export interface MadeRoll {
  prepared: Rk["preparedRoll"];
  roll: ShinobiRoll;
  outcome: Rk["rollOutcome"];
}

/** The roll as the port prepares it, or its refusal worded for the player. */
function preparedOrRefused(roller: Parameters<typeof rollkeepRolls.prepare>[0], request: Parameters<typeof rollkeepRolls.prepare>[1]): ReturnType<typeof rollkeepRolls.prepare> {
  try {
    return rollkeepRolls.prepare(roller, request, rollkeepOptions());
  } catch (error) {
    throw refusalError(error);
  }
}

/**
 * Makes a roll as the dialog set it: the port checks it again on the actor as it is now (a refusal
 * is thrown worded, nothing rolled or written), the dice are thrown by the `XkY` term (so the
 * tooltip and Dice So Nice show every die), the port judges the total, and the Void Points it spent
 * are written in one update (a Center/Void bonus spent is marked on the combatant by the GM's
 * client first).
 */
export async function makeRoll(actor: Actor.Implementation, rolled: Rolled, choice: RollChoice, together: Together = {}): Promise<MadeRoll> {
  const fighter = fighterOf(actor);
  const prepared = preparedOrRefused(fighter.state, requestOf(rolled, choice, rollMoment(fighter), together));
  // ST7/ST8: the fight's mark that this round's bonus is spent is the GM's to write; a refusal stops the roll.
  if (choice.focus) await requestFocus(actor);
  const roll = await new ShinobiRoll(poolFormula(prepared.roll.pool)).evaluate();
  if (roll.total === undefined) throw new Error(`${roll.formula} gave no total`);
  const { outcome, roller } = rollkeepRolls.outcome(fighter.state, prepared, roll.total);
  // The roller's own actor only (its Void Points); the combatant is the GM's.
  await persistWrites(fighterWrites(fighter, roller, rollkeepOptions()).state);
  return { prepared, roll, outcome };
}

/**
 * A roll made from the dialog and posted: one chat message carries the roll and a card with the
 * TN's parts, the raises, the chance it had and how it went, in the roller's roll mode.
 */
export async function postRollkeepRoll(actor: Actor.Implementation, rolled: Rolled, choice: RollChoice, heading: RollHeading, together: Together = {}): Promise<ChatMessage.Implementation | undefined> {
  const { prepared, roll, outcome } = await makeRoll(actor, rolled, choice, together);
  const content = await foundry.applications.handlebars.renderTemplate(templatePath("rollkeep/chat/roll-card.hbs"), {
    ...heading,
    ...preparedView(prepared, rollkeepRolls.chance(prepared)),
    verdict: verdictView(outcome),
    rollHtml: await roll.render(),
  });
  return ChatMessage.implementation.create(applyRollModeFor({ speaker: ChatMessage.implementation.getSpeaker({ actor }), content, rolls: [roll] }, actor));
}
