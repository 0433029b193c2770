import { statusIdsOf } from "../../authority/fight-guard";
import { localize } from "../../i18n";
import { CONDITION_LABELS, STATUS_LABELS } from "./data/choices";
import { toStoredStatus } from "./data/effect/status-instance";
import { RULESETS, type RulesetTypesOf } from "../../rules/registry";

type StatusInstance = RulesetTypesOf<"ic">["combatant"]["statuses"][number];

/** Core icons for each status and condition (Foundry ships these under icons/svg). */
export const STATUS_ICONS: Record<keyof typeof STATUS_LABELS, string> = {
  bleed: "icons/svg/blood.svg",
  burn: "icons/svg/sun.svg",
  ignite: "icons/svg/fire.svg",
  immobility: "icons/svg/net.svg",
  paralysis: "icons/svg/paralysis.svg",
  poison: "icons/svg/poison.svg",
  shock: "icons/svg/lightning.svg",
  sleep: "icons/svg/sleep.svg",
  stun: "icons/svg/daze.svg",
  suffocation: "icons/svg/degen.svg",
  visibility: "icons/svg/blind.svg",
};

/** Whether a status id is one of the rules' timed statuses (rather than a condition). */
export function isStatusKind(id: string): id is keyof typeof STATUS_LABELS {
  return Object.hasOwn(STATUS_LABELS, id);
}

/** Conditions from the rules that are states rather than timed statuses. */
const CONDITION_ICONS: Record<keyof typeof CONDITION_LABELS, string> = {
  incapacitated: "icons/svg/falling.svg",
  unconscious: "icons/svg/unconscious.svg",
  dead: "icons/svg/skull.svg",
};
const CONDITIONS = Object.entries(CONDITION_LABELS).map(([id, name]) => ({ id, name, img: CONDITION_ICONS[id as keyof typeof CONDITION_LABELS] }));

/**
 * Statuses the token HUD does not offer. A stun is no state to switch on and off: it pushes the
 * combatant's next action back by its magnitude and is spent when they act, and the HUD has no
 * way to ask for the magnitude; its toggle could only make a marker the rules ignore. The GM
 * stuns through the combat (`combat.stun(combatantId, ic)`) or `game.shinobi.applyStatus`.
 */
export const NOT_ON_TOKEN_HUD: readonly (keyof typeof STATUS_LABELS)[] = ["stun"];

/** The token status list: the rules' statuses (those a toggle can express) and conditions replace Foundry's generic set. */
export function shinobiStatusEffects() {
  const statuses = Object.entries(STATUS_LABELS)
    .filter(([id]) => !NOT_ON_TOKEN_HUD.includes(id as keyof typeof STATUS_LABELS))
    .map(([id, name]) => ({ id, name, img: STATUS_ICONS[id as keyof typeof STATUS_LABELS] }));
  return [...statuses, ...CONDITIONS];
}

/**
 * What an effect holding a status shows and stores. `statuses` names it for Foundry, so the
 * token shows its icon and the token HUD shows it switched on. An effect whose status ended
 * takes a new one over with these fields alone (its type stays `status`).
 */
export function statusEffectFields(status: StatusInstance, name = game.i18n?.localize(`SHINOBI.Status.${status.kind}`) ?? status.kind) {
  return { name, img: STATUS_ICONS[status.kind], statuses: [status.kind], system: toStoredStatus(status) };
}

/** The ActiveEffect that holds a status on an actor. */
export function statusEffectSource(status: StatusInstance) {
  return { ...statusEffectFields(status), type: "status" as const };
}

/** The effect that shows a condition (incapacitated, unconscious, dead) on an actor and its tokens. */
export function conditionEffectSource(condition: keyof typeof CONDITION_LABELS) {
  return { name: localize(CONDITION_LABELS[condition]), img: CONDITION_ICONS[condition], statuses: [condition] };
}

/** The ids the token HUD offers (the rules' statuses a toggle can express, and the conditions): what a toggle request may name. */
export const HUD_STATUS_IDS: readonly string[] = shinobiStatusEffects().map((status) => status.id);

/** Every status and condition id the rules define (a stun too, which no toggle makes). */
const RULE_STATUS_IDS: ReadonlySet<string> = new Set(RULESETS.ic.statuses.map((status) => status.id));

/**
 * Whether an effect (or the data of one being made or changed) holds one of the rules' statuses
 * or conditions: it is of the `status` type, or names a rules status id among its `statuses`.
 * Read from those fields alone, never from its name: a player's own cosmetic effect is no status.
 */
export function holdsRuleStatus(effect: { type?: unknown; statuses?: unknown }): boolean {
  return effect.type === "status" || statusIdsOf(effect).some((id) => RULE_STATUS_IDS.has(id));
}

/** Whether the token HUD asks the GM to put on a status this effect names (hud-toggle.ts: every one it offers; a stun it does not). */
export function hudAsksGmFor(effect: { statuses?: unknown }): boolean {
  return statusIdsOf(effect).some((id) => HUD_STATUS_IDS.includes(id));
}
