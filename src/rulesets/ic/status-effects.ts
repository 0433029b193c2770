import { localize } from "../../i18n";
import { CONDITION_LABELS, STATUS_LABELS } from "./data/choices";
import { toStoredStatus } from "./data/effect/status-instance";
import type { RulesetTypesOf } from "../../rules/registry";

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

function isStatusKind(id: string): id is keyof typeof STATUS_LABELS {
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

/**
 * Switching a rules status on from the token HUD makes the same kind of effect the rules make:
 * a `status` effect at severity 1, its schedule counting from the current IC. The GM raises
 * the severity on the effect if it should be higher. Conditions (dead, unconscious…) stay plain.
 */
export function hudStatusData<T extends object>(statusId: string, effectData: T): T {
  if (!isStatusKind(statusId) || NOT_ON_TOKEN_HUD.includes(statusId)) return effectData;
  const appliedIc = (game.combat?.system as { currentIc?: number } | undefined)?.currentIc ?? 0;
  return { ...effectData, type: "status", system: toStoredStatus({ kind: statusId, severity: 1, source: "GM", appliedIc, duration: null }) };
}
