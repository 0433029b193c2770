import { templatePath } from "../../../constants";
import { applyRollModeFor } from "../../../dice/roll-mode";
import { ShinobiRoll } from "../../../dice/shinobi-roll";
import { degreesOptions } from "../options";
import { degreesExtras } from "../state";

/** What a check card is headed with: what was rolled, and the item or actor it came from. */
export interface CheckHeading {
  label: string;
  img: string | null;
  /** Lines above the roll (a technique's chakra spent). */
  facts?: { label: string; value: string | number }[];
  /** A last line judged from the roll's total (a removal check's success), when the card says what the check did. */
  verdict?: (total: number) => { label: string; value: string | number };
}

/** The roll formula of the check's dice plus each number added, each its own term so the roll shows where the total came from. */
function checkFormula(added: readonly number[]): string {
  return [degreesExtras.checkDice, ...added.map((n) => (n < 0 ? `- ${-n}` : `+ ${n}`))].join(" ");
}

/**
 * Throws the check's dice (2d8) plus what is added (an accuracy, its modifiers) as a Foundry Roll (tooltip, roll modes, Dice So Nice), and posts one card:
 * the natural total of the two dice kept apart from the total (M20), a critical failure on a
 * natural under the first degree (2–3 by default, M26), and the degree the natural gives (M34),
 * as the port judges them.
 */
export async function postCheckCard(actor: Actor.Implementation, added: readonly number[], heading: CheckHeading): Promise<ChatMessage.Implementation | undefined> {
  return (await rollCheckCard(actor, added, heading)).post();
}

/**
 * The check's dice thrown and its card made ready, but not yet posted: its total now, and `post` to
 * post the card when the caller's other writes allow (a card step posts it after its own card).
 */
export async function rollCheckCard(actor: Actor.Implementation, added: readonly number[], heading: CheckHeading): Promise<{ total: number; post: () => Promise<ChatMessage.Implementation | undefined> }> {
  const roll = await new ShinobiRoll(checkFormula(added)).evaluate();
  const natural = roll.dice[0]?.total;
  if (roll.total === undefined || natural === undefined) throw new Error(`${roll.formula} gave no total`);
  const result = degreesExtras.checkResult(natural, roll.total, degreesOptions());
  const content = await foundry.applications.handlebars.renderTemplate(templatePath("degrees/chat/check-card.hbs"), {
    ...heading,
    facts: [...(heading.facts ?? []), ...(heading.verdict ? [heading.verdict(roll.total)] : [])],
    result,
    rollHtml: await roll.render(),
  });
  return { total: roll.total, post: () => ChatMessage.implementation.create(applyRollModeFor({ speaker: ChatMessage.implementation.getSpeaker({ actor }), content, rolls: [roll] }, actor)) };
}

/** A technique used that rolls no check (an effect the GM narrates): the card says what it cost. */
export async function postUseCard(actor: Actor.Implementation, heading: CheckHeading): Promise<ChatMessage.Implementation | undefined> {
  const content = await foundry.applications.handlebars.renderTemplate(templatePath("degrees/chat/check-card.hbs"), { ...heading, facts: heading.facts ?? [], result: null, rollHtml: "" });
  return ChatMessage.implementation.create(applyRollModeFor({ speaker: ChatMessage.implementation.getSpeaker({ actor }), content }, actor));
}
