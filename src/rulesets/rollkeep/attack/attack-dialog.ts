import { refusalError } from "../../../refusal-message";
import { rollkeepOptions } from "../options";
import { RollkeepRollDialog } from "../roll/roll-dialog";
import { rollkeepRolls } from "../state";
import { RULESET_EXTRAS } from "../../../rules/registry";
import { mayGrant } from "../roll/table-grants";
import { CALLED_TARGETS, CIRCUMSTANCES, GRANTED_CIRCUMSTANCE, NO_CIRCUMSTANCES, NO_MODIFIER, NO_SURROUNDINGS, type AttackCall } from "./attack-call";
import { attackCallFromForm, callShown } from "./attack-form";
import { fighterOf, rollMoment, type Fighter } from "./fighters";
import { attackRollRequest, requestAttack, weaponOf } from "./open-attack";
import { tacticsPool } from "./tactics-store";

/** M3: whether the fighter's turn under way holds an attack an Extra Attack granted and not taken yet, as the port's declaration counts it. */
const granted = (fighter: Fighter) => RULESET_EXTRAS.rollkeep.offers.extraAttackGranted(fighter.state, fighter.at);

export interface AttackDialogOptions {
  actor: Actor.Implementation;
  itemId: string;
  target: Actor.Implementation;
}

const NO_CALL: Readonly<AttackCall> = Object.freeze({ raisesCalled: 0, freeRaises: 0, freeRaisesOnTn: 0, tacticsRaises: 0, voidBoost: false, maneuvers: [], circumstances: NO_CIRCUMSTANCES, modifier: NO_MODIFIER, extraAttack: false, focus: false, damageModifier: NO_MODIFIER, ...NO_SURROUNDINGS });

/**
 * The roll dialog made an attack (AT1, §9): raises called within the Void Ring, free raises (the
 * table's and the party's Tactics Pool's), a Void Point's +1k1, the round's Center/Void bonus when
 * it is open (ST7, ST8), the maneuvers those raises pay for, the circumstances (AT3, AT8, AT9), the
 * table's modifier on the roll and on the damage (D9), the attack an Extra Attack granted (M3),
 * with the exact chance of reaching the
 * target's Armor TN and the port's refusal when the call cannot be made. *Attack* sends it to the
 * GM's client, which makes it and posts the attack card.
 */
export class RollkeepAttackDialog extends RollkeepRollDialog {
  static override DEFAULT_OPTIONS = {
    tag: "form",
    classes: ["shinobi", "rollkeep", "roll-dialog", "attack-dialog"],
    window: { title: "SHINOBI.RollKeep.Attack.title" },
    position: { width: 480 },
    form: { handler: RollkeepAttackDialog.#attack, closeOnSubmit: true },
  };

  readonly itemId: string;
  readonly target: Actor.Implementation;
  call: AttackCall = NO_CALL;

  constructor(options: AttackDialogOptions) {
    const attacker = fighterOf(options.actor);
    const weapon = weaponOf(attacker, options.itemId);
    super({ actor: options.actor, rolled: { kind: "attack", with: weapon, target: fighterOf(options.target).state }, heading: { label: weapon.name, img: weapon.img || null } });
    this.itemId = options.itemId;
    this.target = options.target;
    // M3: an attack made while an Extra Attack is granted is that attack unless the player says otherwise.
    this.call = { ...NO_CALL, extraAttack: granted(attacker) };
  }

  /** The attack roll as the port prepares it for both fighters as they are now, its exact chance, or the refusal worded. */
  override preview(): ReturnType<RollkeepRollDialog["preview"]> {
    try {
      const attacker = fighterOf(this.actor);
      const prepared = rollkeepRolls.prepare(attacker.state, attackRollRequest(weaponOf(attacker, this.itemId), fighterOf(this.target).state, this.call, rollMoment(attacker)), rollkeepOptions());
      return { prepared, chance: rollkeepRolls.chance(prepared), problem: null };
    } catch (error) {
      return { prepared: null, chance: null, problem: refusalError(error).message };
    }
  }

  protected override readForm(data: FormData): void {
    this.call = attackCallFromForm(data);
  }

  protected override focusChosen(): boolean {
    return this.call.focus;
  }

  protected override async _prepareContext(options: never): Promise<never> {
    const context = (await super._prepareContext(options)) as Record<string, unknown>;
    const { raisesCalled, freeRaises, freeRaisesOnTn, voidBoost, modifier, focus, damageModifier, extraAttack, wind, weather, difficultTerrain } = this.call;
    return Object.assign(context, {
      choice: { ...(context.choice as object), raisesCalled, freeRaises, freeRaisesOnTn, voidBoost, modifier, focus, wind, weather },
      terrainShown: String(difficultTerrain),
      // R15: only a ranged attack feels the wind and the weather; R17: any attack the ground.
      weatherOpen: RULESET_EXTRAS.rollkeep.surroundings.feltBy(weaponOf(fighterOf(this.actor), this.itemId).weapon),
      emphases: null,
      attack: {
        // Push/Pull, Tactical Strike and the Tactics Pool are the house rules' (M9); a 4e world is not offered them.
        house: rollkeepOptions().variant === "house",
        shown: callShown(this.call),
        // Offered while an Extra Attack is granted and not yet taken (and kept while chosen, so it can be taken back).
        extraAttack: granted(fighterOf(this.actor)) || extraAttack ? { checked: extraAttack } : null,
        // The table's grants (AT9's strong position, D9's damage modifier) only where the world lets this user type them.
        damageModifier: mayGrant(game.user) ? damageModifier : null,
        tacticsRaises: this.call.tacticsRaises,
        pool: tacticsPool().freeRaises,
        calledTargets: Object.fromEntries([["", "SHINOBI.RollKeep.Maneuver.target.none"], ...CALLED_TARGETS.map((t) => [t, `SHINOBI.RollKeep.Maneuver.target.${t}`])]),
        circumstances: CIRCUMSTANCES.filter((key) => key !== GRANTED_CIRCUMSTANCE || mayGrant(game.user)).map((key) => ({ key, checked: this.call.circumstances[key], label: `SHINOBI.RollKeep.Attack.Circumstance.${key}` })),
      },
      // ApplicationV2's render context type is the base class's; the dialog's template reads these fields.
    }) as never;
  }

  /** Sends the attack to the GM's client; a refusal (the fighters changed since the preview) is shown, and nothing is written. */
  static async #attack(this: RollkeepAttackDialog): Promise<void> {
    try {
      await requestAttack({ actor: this.actor, itemId: this.itemId, target: this.target, call: this.call });
    } catch (error) {
      ui.notifications?.error(refusalError(error).message);
    }
  }
}
