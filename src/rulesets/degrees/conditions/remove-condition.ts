import { fieldOf, integerIn, oneOf, record } from "../../../authority/request-fields";
import { templatePath } from "../../../constants";
import { format, localize } from "../../../i18n";
import { refusalError } from "../../../refusal-message";
import type { RulesetTypesOf } from "../../../rules/registry";
import { AwaitedFormDialog } from "../awaited-form-dialog";
import { degreesOptions } from "../options";
import { persistCharacterWrites } from "../persist";
import { postCheckCard } from "../roll/check-card";
import { characterWrites, degreesExtras, readCharacter } from "../state";
import { statusIcon } from "../status-effects";

type Dg = RulesetTypesOf<"degrees">;

/** A removal check as made: which check, against what difficulty (M128). */
export interface RemovalChoice {
  check: string;
  dc: number;
}

/** The lowest and highest difficulty a removal check may be set: a natural 2 is the least any check rolls. */
export const REMOVAL_DC_MIN = 2;
export const REMOVAL_DC_MAX = 1000;
/** The difficulty a dialog offers when the condition's cause set none: the text's usual middling difficulty. */
const DEFAULT_DC = 12;

/** A removal choice read from a form or a macro: a check that removes conditions and a whole difficulty, a bad field refused by name. */
export function removalFromForm(fields: unknown): RemovalChoice {
  const given = record(fields, "removal");
  return { check: oneOf(fieldOf(given, "check"), "removal.check", degreesExtras.lists.removalChecks), dc: integerIn(fieldOf(given, "dc"), "removal.dc", REMOVAL_DC_MIN, REMOVAL_DC_MAX) };
}

/** The held instance an effect stands for, with the state it was read into; refused when the effect holds no condition of the actor's. */
function heldOn(actor: Actor.Implementation, effectId: string) {
  const read = readCharacter(actor);
  for (const [instance, effect] of read.source.conditionEffects) if (effect === effectId) return { ...read, instance };
  throw new Error(localize("SHINOBI.Refusal.degrees.notHeld"));
}

/** The dialog asking how a condition its cause gave no rule for is shaken off: the check and its difficulty (the GM's ruling, M128). */
export class RemovalDialog extends AwaitedFormDialog<RemovalChoice> {
  static override DEFAULT_OPTIONS = {
    tag: "form",
    classes: ["shinobi", "degrees", "dg-removal-dialog"],
    window: { title: "SHINOBI.Degrees.Removal.title" },
    position: { width: 340 },
    form: { handler: AwaitedFormDialog.submitForm, closeOnSubmit: false },
  };

  static override PARTS = {
    form: { template: templatePath("degrees/actor/removal-dialog.hbs") },
  };

  constructor(private readonly condition: string) {
    super();
  }

  protected override read(fields: unknown): RemovalChoice {
    return removalFromForm(fields);
  }

  protected override async _prepareContext(options: never): Promise<never> {
    const context = (await super._prepareContext(options)) as Record<string, unknown>;
    const checks = Object.fromEntries(degreesExtras.lists.removalChecks.map((key) => [key, `SHINOBI.Degrees.Check.${key}`]));
    // ApplicationV2's render context type is the base class's; this dialog's template reads these fields.
    return Object.assign(context, { condition: `SHINOBI.Degrees.Condition.${this.condition}`, removal: { check: "vigor", dc: DEFAULT_DC }, checks, dcMin: REMOVAL_DC_MIN, dcMax: REMOVAL_DC_MAX, problem: this.problem }) as never;
  }
}

/**
 * A removal check (M128) on one condition the actor holds (the effect holding it): with the check
 * and difficulty its cause set, else those chosen (asked in the dialog unless given), the check
 * rolled on a card with the instance's own penalty left out and the verdict on it; on a success the
 * owner's client takes that instance off (Exhausted steps down to Fatigued) in one write of its own
 * actor, as the sheet's other rolls do. Returns whether it came off; null when the dialog was closed.
 */
export async function removeCondition(actor: Actor.Implementation, effectId: string, chosen?: RemovalChoice): Promise<boolean | null> {
  if (!actor.isOwner) throw new Error(localize("SHINOBI.Combat.notYours"));
  const { instance } = heldOn(actor, effectId);
  const given = instance.removal ?? (chosen ? removalFromForm(chosen) : null);
  const rule = given ?? (await askRemoval(instance));
  if (!rule) return null;
  // Read again once the dialog closed: the condition may have changed meanwhile.
  const held = heldOn(actor, effectId);
  let bonus: number;
  try {
    bonus = degreesExtras.removalCheck(held.state, held.instance, rule.check, degreesOptions()).bonus;
  } catch (error) {
    throw refusalError(error);
  }
  const condition = localize(`SHINOBI.Degrees.Condition.${instance.id}`);
  const judged = (total: number) => ({ label: "SHINOBI.Degrees.Removal.outcome", value: localize(total >= rule.dc ? "SHINOBI.Degrees.Removal.removed" : "SHINOBI.Degrees.Removal.kept") });
  const heading = { label: format("SHINOBI.Degrees.Removal.label", { condition, check: localize(`SHINOBI.Degrees.Check.${rule.check}`) }), img: statusIcon(instance.id), facts: [{ label: "SHINOBI.Degrees.Sheet.dc", value: rule.dc }], verdict: judged };
  const message = await postCheckCard(actor, [bonus], heading);
  const total = message?.rolls[0]?.total;
  if (total === undefined) return false;
  // Read again after the roll: the condition may have changed while the dice rolled.
  const now = heldOn(actor, effectId);
  const { fighter, removed } = degreesExtras.removeByCheck(now.state, now.instance, total, rule.dc);
  if (removed) await persistCharacterWrites([characterWrites(now.state, fighter, now.source)]);
  return removed;
}

async function askRemoval(instance: Dg["conditionInstance"]): Promise<RemovalChoice | null> {
  const dialog = new RemovalDialog(instance.id);
  await dialog.render({ force: true });
  return dialog.chosen;
}
