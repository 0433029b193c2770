import { fieldOf, integerIn, oneOf, record, RequestRefused } from "../../../authority/request-fields";
import { actorRef } from "../../../documents/actor-ref";
import { templatePath } from "../../../constants";
import { AwaitedFormDialog, awaitedDialogOptions } from "../awaited-form-dialog";
import type { RulesetTypesOf } from "../../../rules/registry";
import { DEBILITATED_MAX, PENALTY_SCOPES, type ConditionRequest } from "./apply-condition";

type ConditionId = RulesetTypesOf<"degrees">["conditionId"];

/** The conditions that carry details the token HUD's plain toggle cannot give (M130 1, 16, 17). */
const DETAILED_CONDITIONS: readonly ConditionId[] = ["debilitated", "feinted", "flanked"];

/** The condition a status id names when it is one that takes details; undefined otherwise. */
export function detailedCondition(statusId: string): ConditionId | undefined {
  return DETAILED_CONDITIONS.find((id) => id === statusId);
}

/** What the dialog adds to a condition: Debilitated's amount and scope, or the attacker Feinted and Flanked favour. */
export type ConditionDetails = Pick<ConditionRequest, "amount" | "scope" | "favours" | "meleeOnly">;

/** A fighter a favouring condition may name: its actor reference and the name the GM knows it by. */
export interface FavouredChoice {
  ref: string;
  name: string;
}

/**
 * Reads the dialog's form for one condition: the fields that condition has, each checked (a bad one
 * refused naming it). An empty attacker means every attacker, as the plain condition does; a named
 * one must be among those offered.
 */
export function conditionDetailsFromForm(condition: string, fields: unknown, offered: readonly FavouredChoice[]): ConditionDetails {
  const form = record(fields, "details");
  if (condition === "debilitated") {
    return { amount: integerIn(Number(fieldOf(form, "amount")), "amount", 1, DEBILITATED_MAX), scope: oneOf(fieldOf(form, "scope"), "scope", PENALTY_SCOPES) };
  }
  const favours = fieldOf(form, "favours") ?? "";
  if (typeof favours !== "string" || (favours !== "" && !offered.some((choice) => choice.ref === favours))) throw new RequestRefused("favours");
  const meleeOnly = fieldOf(form, "meleeOnly") ?? false;
  if (typeof meleeOnly !== "boolean") throw new RequestRefused("meleeOnly");
  return { ...(favours ? { favours } : {}), ...(meleeOnly ? { meleeOnly } : {}) };
}

/** The fighters of the viewed fight other than the one the condition goes on: whom Feinted or Flanked may favour. */
export function favouredChoices(actor: Actor.Implementation): FavouredChoice[] {
  const choices: FavouredChoice[] = [];
  const own = actorRef(actor);
  for (const combatant of game.combat?.combatants ?? []) {
    const other = combatant.actor;
    if (!other || actorRef(other) === own || choices.some((choice) => choice.ref === actorRef(other))) continue;
    choices.push({ ref: actorRef(other), name: combatant.name ?? other.name });
  }
  return choices;
}

/**
 * The details of a condition switched on from the token HUD: how much a debilitation takes off and
 * what it reaches, or which attacker a Feint or a flank favours and whether only melee profits.
 * Flanked starts melee only, as flanking is; the rest start as the plain condition.
 */
export class ConditionDetailsDialog extends AwaitedFormDialog<ConditionDetails> {
  static override DEFAULT_OPTIONS = awaitedDialogOptions("dg-condition-details", "SHINOBI.Degrees.ConditionDetails.title", 340);

  static override PARTS = {
    form: { template: templatePath("degrees/actor/condition-details.hbs") },
  };

  constructor(
    private readonly condition: string,
    private readonly offered: readonly FavouredChoice[],
  ) {
    super();
  }

  protected override read(fields: unknown): ConditionDetails {
    return conditionDetailsFromForm(this.condition, fields, this.offered);
  }

  protected override formContext(): Record<string, unknown> {
    const scopes = Object.fromEntries(PENALTY_SCOPES.map((scope) => [scope, `SHINOBI.Degrees.ConditionDetails.Scope.${scope}`]));
    const attackers = Object.fromEntries(this.offered.map((choice) => [choice.ref, choice.name]));
    return {
      condition: `SHINOBI.Degrees.Condition.${this.condition}`,
      debilitated: this.condition === "debilitated",
      scopes,
      attackers,
      amountMax: DEBILITATED_MAX,
      meleeOnly: this.condition === "flanked",
    };
  }
}
