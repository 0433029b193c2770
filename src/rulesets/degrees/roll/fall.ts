import { gmQueue } from "../../../authority/gm-queue";
import { integerIn, oneOf } from "../../../authority/request-fields";
import { format, localize } from "../../../i18n";
import { refusalError } from "../../../refusal-message";
import { degreesOptions } from "../options";
import { persistCharacterWrites } from "../persist";
import { characterWrites, degreesExtras, degreesRules, readCharacter } from "../state";
import { postCheckCard, postUseCard } from "./check-card";

/** The checks that may soften a fall (M127): Acrobatics, Athletics after a jump, or none. */
export const FALL_SOFTENING = ["none", "acrobatics", "athletics"] as const;

/** A fall as the GM enters it: the height in metres, and the check that softens it. */
export interface FallChoice {
  metres: number;
  softening: (typeof FALL_SOFTENING)[number];
}

/**
 * A character falls from a height on the ground (M127; the GM's API and macro): on the GM's client,
 * in its queue, the softening check rolled from the faller's sheet (conditions included) on a card
 * that says the damage, or a plain card without one; the port's fall written in one update (HP,
 * and the HP table's conditions as effects). A bad height or check is refused naming the field.
 */
export async function fallActor(actor: Actor.Implementation, choice: FallChoice): Promise<number> {
  if (!game.user?.isGM) throw new Error(localize("SHINOBI.Degrees.Fall.gmOnly"));
  const metres = integerIn(choice.metres, "metres", 0, degreesExtras.fallMetresMax);
  const softening = oneOf(choice.softening, "softening", FALL_SOFTENING);
  return gmQueue.run(async () => {
    const { state, source } = readCharacter(actor);
    const options = degreesOptions();
    const heading = { label: format("SHINOBI.Degrees.Fall.heading", { metres }), img: actor.img ?? null, facts: [{ label: "SHINOBI.Degrees.Fall.height", value: `${metres} m` }] };
    let total: number | null = null;
    try {
      if (softening === "none") await postUseCard(actor, { ...heading, facts: [...heading.facts, { label: "SHINOBI.Degrees.Fall.damage", value: degreesExtras.fall(state, metres, null, options).damage }] });
      else {
        const check = degreesRules.checks(state, options).find((c) => c.key === softening);
        const verdict = (rolled: number) => ({ label: "SHINOBI.Degrees.Fall.damage", value: degreesExtras.fall(state, metres, rolled, options).damage });
        const message = await postCheckCard(actor, [check?.bonus ?? 0], { ...heading, label: `${heading.label}: ${localize(`SHINOBI.Degrees.Check.${softening}`)}`, verdict });
        total = message?.rolls[0]?.total ?? null;
      }
      const fallen = degreesExtras.fall(state, metres, total, options);
      await persistCharacterWrites([characterWrites(state, fallen.fighter, source)]);
      return fallen.damage;
    } catch (error) {
      throw refusalError(error);
    }
  });
}
