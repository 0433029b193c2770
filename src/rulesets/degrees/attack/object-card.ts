import { rollLines, type RollLike } from "../../../attack/card-rolls";
import { templatePath } from "../../../constants";
import { format, localize } from "../../../i18n";
import type { RULESET_EXTRAS } from "../../../rules/registry";
import { gmCardFlag } from "./card-state";

type ObjectAttack = ReturnType<typeof RULESET_EXTRAS.degrees.attackObject>;
type ObjectDamaged = ReturnType<typeof RULESET_EXTRAS.degrees.objectAfterHit>;

/**
 * An attack at an object's card (M117, M118, M121, M123), as the GM's client writes it on the
 * message (`flags.shinobi.degreesObjectCard`): who attacked with what, the object (its holder and
 * item), the port's attack with every step, and what Apply wrote to the object (null before it).
 */
export interface DegreesObjectCard {
  item: { name: string; img: string };
  attackerId: string;
  object: { actorId: string; itemId: string; name: string; gas: boolean };
  attack: ObjectAttack;
  applied: ObjectDamaged | null;
}

/** The card's state as the GM's client wrote it: a message a player posted with these flags is a request at most, never a fact (`gmCardFlag`). */
export function objectCardOf(message: ChatMessage.Implementation): DegreesObjectCard {
  return gmCardFlag(message, "degreesObjectCard");
}

const signed = (n: number) => (n < 0 ? `− ${-n}` : `+ ${n}`);

/** A construction's lines (M125): its hardness, what passed it into the absorption with the degree, and destroyed at 0. */
function absorbedLines(name: string, damaged: ObjectDamaged, absorbed: NonNullable<ObjectDamaged["absorbed"]>, before: number): string[] {
  const lines = [format("SHINOBI.Degrees.ObjectAttack.hardness", { name, before, after: damaged.hardnessAfter }), format("SHINOBI.Degrees.ObjectAttack.absorbed", { ...absorbed })];
  if (damaged.broken) lines.push(format("SHINOBI.Degrees.ObjectAttack.destroyed", { name }));
  return lines;
}

/** What a hit did, worded for the card: broken (a gas: dissipated), else the hardness worn, or a construction's absorption step; a split attack's base left for each part. */
function damagedLines(card: DegreesObjectCard, damaged: ObjectDamaged, before: number): string[] {
  const name = card.object.name;
  let lines: string[];
  if (damaged.absorbed) lines = absorbedLines(name, damaged, damaged.absorbed, before);
  else lines = [damaged.broken ? format(card.object.gas ? "SHINOBI.Degrees.ObjectAttack.dissipated" : "SHINOBI.Degrees.ObjectAttack.broken", { name }) : format("SHINOBI.Degrees.ObjectAttack.worn", { name, before, after: damaged.hardnessAfter })];
  if (damaged.perPart !== null) lines.push(format("SHINOBI.Degrees.ObjectAttack.perPart", { perPart: damaged.perPart, parts: card.attack.parts }));
  return lines;
}

/**
 * Renders the card: the check against the object's difficulty (none for a gas), the damage before
 * any degree and, for a split attack, how many parts; the hardness test it makes (and a
 * construction's absorption step, M125); the Apply button
 * while the hit is not written; then what Apply wrote. Rendered on the GM's client.
 */
export async function renderObjectCard(card: DegreesObjectCard, rolls: readonly RollLike[] = []): Promise<string> {
  const { attack } = card;
  const roll = attack.roll;
  return foundry.applications.handlebars.renderTemplate(templatePath("degrees/chat/object-card.hbs"), {
    item: card.item,
    attackerId: card.attackerId,
    heading: format("SHINOBI.Degrees.ObjectAttack.heading", { item: card.item.name, object: card.object.name }),
    check: roll ? format("SHINOBI.Degrees.ObjectAttack.check", { faces: roll.faces.join(" + "), accuracy: roll.accuracy, modifiers: roll.modifiers.map((m) => `${localize(`SHINOBI.Degrees.Attack.Modifier.${m.label}`)} ${signed(m.value)}`).join(", ") || "—", total: roll.total, dc: attack.dc ?? 0, verdict: localize(attack.hit ? "SHINOBI.Degrees.Attack.hit" : "SHINOBI.Degrees.Attack.miss") }) : null,
    gas: card.object.gas ? localize("SHINOBI.Degrees.ObjectAttack.gas") : null,
    damage: attack.hit ? format("SHINOBI.Degrees.ObjectAttack.damage", { base: attack.base, fixed: attack.fixed, hardness: attack.hardnessBefore }) : null,
    split: attack.hit && attack.parts > 1 ? format("SHINOBI.Degrees.ObjectAttack.split", { parts: attack.parts }) : null,
    steps: attack.hit && !card.applied ? damagedLines(card, attack, attack.hardnessBefore) : [],
    apply: attack.hit && !card.applied ? localize("SHINOBI.Degrees.ObjectAttack.apply") : null,
    applied: card.applied ? damagedLines(card, card.applied, attack.hardnessBefore).map((line) => format("SHINOBI.Degrees.ObjectAttack.written", { line })) : [],
    rolls: rollLines(rolls),
  });
}
