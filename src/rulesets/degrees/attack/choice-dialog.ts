import { templatePath } from "../../../constants";
import { format } from "../../../i18n";
import { DAMAGE_ADJUSTMENT_MAX, HARDNESS_MAX, METRES_MAX } from "../data/bounds";
import { AwaitedFormDialog, awaitedDialogOptions } from "../awaited-form-dialog";
import { mayGrantUnder } from "../../who-grants";
import { ATTACK_KINDS, CAMOUFLAGE_MAX, choiceFromForm, CIRCUMSTANCES, COVERS, MANEUVERS, PARTNER_ACTIONS_MAX, STANCES, type AttackChoice } from "./choice";



/** What the dialog's form offers, its lists and bounds (the same the request reader holds a choice to). */
export function choiceDialogContext(itemName: string, targetName: string, reach: number | null = null, sweepable = 0): Record<string, unknown> {
  return {
    heading: format("SHINOBI.Degrees.Attack.Choice.heading", { item: itemName, target: targetName }),
    reach: reach === null ? null : format("SHINOBI.Degrees.Attack.Choice.reach", { metres: reach }),
    sweep: sweepable > 1 ? format("SHINOBI.Degrees.Attack.Choice.sweep", { count: sweepable }) : null,
    stances: { "": "SHINOBI.Degrees.Attack.Choice.noStance", ...Object.fromEntries(STANCES.map((s) => [s, `SHINOBI.Degrees.Attack.Choice.Stance.${s}`])) },
    kinds: Object.fromEntries(ATTACK_KINDS.map((k) => [k === "ordinary" ? "" : k, `SHINOBI.Degrees.Attack.Choice.Kind.${k}`])),
    maneuvers: { "": "SHINOBI.Degrees.Attack.Choice.noManeuver", ...Object.fromEntries(MANEUVERS.map((m) => [m, `SHINOBI.Degrees.BasicAction.${m}`])) },
    circumstances: CIRCUMSTANCES.map((name) => ({ name, label: `SHINOBI.Degrees.Attack.Modifier.${name}` })),
    covers: Object.fromEntries(COVERS.map((c) => [c, `SHINOBI.Degrees.Attack.Choice.Cover.${c}`])),
    metresMax: METRES_MAX,
    camouflageMax: CAMOUFLAGE_MAX,
    hardnessMax: HARDNESS_MAX,
    damageMax: DAMAGE_ADJUSTMENT_MAX,
    // A raise of the base damage is the table's grant: a player offered none when the world keeps it the GM's.
    damageUpMax: mayGrantUnder("dgTableGrants", game.user) ? DAMAGE_ADJUSTMENT_MAX : 0,
    partnerActionsMax: PARTNER_ACTIONS_MAX,
  };
}

/**
 * How an attack is made, asked before the dice (F5, M32, M59, M62–M64, M66, M78–M83, M87, M110–M119),
 * a melee attack's reach shown (M62): as
 * a special maneuver or a Feint instead of the item's own attack, a stance, a Charge
 * and its run, the table's circumstances, cover, camouflage, whether a hidden target was located,
 * a barrier's hardness, the partners' standard actions this round, a change to the base damage,
 * both hands or two weapons. A form the player submits; a
 * value out of its range is shown and nothing is sent.
 */
export class AttackChoiceDialog extends AwaitedFormDialog<AttackChoice> {
  static override DEFAULT_OPTIONS = awaitedDialogOptions("dg-attack-choice-dialog", "SHINOBI.Degrees.Attack.Choice.title", 400);

  static override PARTS = {
    form: { template: templatePath("degrees/attack/choice-dialog.hbs") },
  };

  readonly itemName: string;
  readonly targetName: string;
  /** A melee attack's reach in metres, shown to the player (M62); null for any other. */
  readonly reach: number | null;
  /** The foes targeted, when the attacker is large enough to sweep them all (M107); 0 when it may not. */
  readonly sweepable: number;

  constructor(itemName: string, targetName: string, reach: number | null = null, sweepable = 0) {
    super();
    this.itemName = itemName;
    this.targetName = targetName;
    this.reach = reach;
    this.sweepable = sweepable;
  }

  /** FormDataExtended's object: the form's fields by name, each as its input gives it. */
  protected override read(fields: unknown): AttackChoice {
    // The form handler hands the fields as a plain object.
    return choiceFromForm(fields as Record<string, unknown>);
  }

  protected override formContext(): Record<string, unknown> {
    return choiceDialogContext(this.itemName, this.targetName, this.reach, this.sweepable);
  }

}

/** Opens the dialog and waits for the player's choice; null when they close it. */
export async function askAttackChoice(itemName: string, targetName: string, reach: number | null = null, sweepable = 0): Promise<AttackChoice | null> {
  const dialog = new AttackChoiceDialog(itemName, targetName, reach, sweepable);
  await dialog.render({ force: true });
  return dialog.chosen;
}
