import { STATUS_LABELS } from "./data/choices";

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

/** Conditions from the rules that are states rather than timed statuses. */
const CONDITIONS = [
  { id: "incapacitated", name: "SHINOBI.Condition.incapacitated", img: "icons/svg/falling.svg" },
  { id: "unconscious", name: "SHINOBI.Condition.unconscious", img: "icons/svg/unconscious.svg" },
  { id: "dead", name: "SHINOBI.Condition.dead", img: "icons/svg/skull.svg" },
];

/** The token status list: the rules' statuses and conditions replace Foundry's generic set. */
export function shinobiStatusEffects() {
  const statuses = Object.entries(STATUS_LABELS).map(([id, name]) => ({
    id,
    name,
    img: STATUS_ICONS[id as keyof typeof STATUS_LABELS],
  }));
  return [...statuses, ...CONDITIONS];
}
