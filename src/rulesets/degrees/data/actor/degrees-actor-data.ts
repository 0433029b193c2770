import type { RulesetTypesOf } from "../../../../rules/registry";
import { degreesOptions } from "../../options";
import { degreesRules, readCharacter } from "../../state";
import { actorLinkProblem } from "../problems";
import type { DegreesActorFields } from "./actor-schema";

/** The links every degrees actor stores, as `validateJoint` receives them. */
export interface ActorLinks {
  partnerOf: string;
  mountedOn: string;
}

/** Why an actor's links are refused, or null: each is blank or names an actor. */
export function actorLinksProblem(data: ActorLinks): string | null {
  return actorLinkProblem("partnerOf", data.partnerOf) ?? actorLinkProblem("mountedOn", data.mountedOn);
}

/**
 * What characters and NPCs share beyond their schema: the numbers the port derives (HP and chakra
 * maxima, movement, initiative, Dodge difficulty, where the HP leave the character...), so a sheet
 * shows exactly what the rules will use, and the token bars out of them.
 */
export abstract class DegreesActorData<Fields extends DegreesActorFields = DegreesActorFields> extends foundry.abstract.TypeDataModel<Fields, Actor.Implementation> {
  declare derived: RulesetTypesOf<"degrees">["derived"];

  /** HP and chakra as token bars: what is left out of the derived maxima (M39, M48). */
  declare hpBar: { value: number; max: number };
  declare chakraBar: { value: number; max: number };

  override prepareDerivedData(): void {
    const parent = this.parent;
    if (!parent) return;
    const { state } = readCharacter(parent);
    this.derived = degreesRules.derive(state, degreesOptions());
    this.hpBar = { value: state.hp.hp, max: this.derived.hpMax };
    this.chakraBar = { value: state.chakra, max: this.derived.chakraMax };
  }

  /** Roll data for formulas: the derived numbers by name, and `@initiative`, the bonus core's tracker adds to its 1d8 (M5: Dexterity + Notice). */
  getRollData(): Record<string, unknown> {
    return { ...this.derived, initiative: this.derived.initiativeBonus };
  }
}
