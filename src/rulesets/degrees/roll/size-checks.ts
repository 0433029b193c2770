import { gmQueue } from "../../../authority/gm-queue";
import { integerIn, oneOf } from "../../../authority/request-fields";
import { format, localize } from "../../../i18n";
import { refusalError } from "../../../refusal-message";
import { isOfType } from "../../../types/foundry-config";
import { degreesOptions } from "../options";
import { degreesExtras, readCharacter } from "../state";
import { postCheckCard, type CheckHeading } from "./check-card";

type Size = (typeof degreesExtras.lists.sizes)[number];

/** The lowest and highest difficulty a fear effect may name. */
export const FEAR_DC_MIN = 2;
export const FEAR_DC_MAX = 1000;

/** The user's first targeted token's degrees actor: the one an Intimidate is made against (M109), or a tumble past (M55); null with none. */
export function targetedFighter(): Actor.Implementation | null {
  const target = [...(game.user?.targets ?? [])].find((t) => t.actor)?.actor ?? null;
  return target && isOfType(target, "dgCharacter", "dgNpc") ? target : null;
}

/** What the card of an Intimidate made against a target says of it: its name and size. */
export function intimidateFact(target: Actor.Implementation): NonNullable<CheckHeading["facts"]>[number] {
  const size = readCharacter(target).state.character.size;
  return { label: "SHINOBI.Degrees.Fear.against", value: `${target.name} (${localize(`SHINOBI.Degrees.Size.${size}`)})` };
}

/** A fear effect as the GM names it: its difficulty, the check that resists it, and the size of its source. */
export interface FearChoice {
  dc: number;
  check: string;
  source: Size;
}

/**
 * A character resists a fear effect (M132; the GM's API and macro): on the GM's client, the
 * resister's check rolled from its sheet (conditions included) against the effect's difficulty as
 * its source's size moves it against the resister's (M109), shown on the card with whether it
 * held. Writes nothing but the card: the fear condition a failure brings is the GM's to put on. A
 * bad difficulty, check or size is refused naming the field. Returns whether it was resisted.
 */
export async function resistFear(actor: Actor.Implementation, choice: FearChoice): Promise<boolean> {
  if (!game.user?.isGM) throw new Error(localize("SHINOBI.Degrees.Fear.gmOnly"));
  const baseDc = integerIn(choice.dc, "dc", FEAR_DC_MIN, FEAR_DC_MAX);
  const key = oneOf(choice.check, "check", degreesExtras.lists.removalChecks);
  const source = oneOf(choice.source, "source", degreesExtras.lists.sizes);
  return gmQueue.run(async () => {
    const options = degreesOptions();
    let resisting: ReturnType<typeof degreesExtras.fearResistance>;
    try {
      resisting = degreesExtras.fearResistance(readCharacter(actor).state, key, baseDc, source, options);
    } catch (error) {
      throw refusalError(error);
    }
    const { check, dc } = resisting;
    const verdict = (total: number) => ({ label: "SHINOBI.Degrees.Fear.outcome", value: localize(degreesExtras.meetsDc(total, dc, options) ? "SHINOBI.Degrees.Fear.resisted" : "SHINOBI.Degrees.Fear.afraid") });
    const facts = [
      { label: "SHINOBI.Degrees.Fear.source", value: localize(`SHINOBI.Degrees.Size.${source}`) },
      { label: "SHINOBI.Degrees.Sheet.dc", value: dc === baseDc ? `${dc}` : `${dc} (${baseDc})` },
    ];
    const message = await postCheckCard(actor, [check.bonus], { label: format("SHINOBI.Degrees.Fear.heading", { check: localize(check.label) }), img: actor.img ?? null, facts, verdict });
    const total = message?.rolls[0]?.total;
    return total !== undefined && degreesExtras.meetsDc(total, dc, options);
  });
}
