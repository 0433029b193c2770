import { rollkeepRules } from "./state";

/** A core icon for each condition the port defines (Foundry ships these under icons/svg). */
const CONDITION_ICONS: Readonly<Record<string, string>> = {
  prone: "icons/svg/falling.svg",
  blinded: "icons/svg/blind.svg",
  entangled: "icons/svg/net.svg",
  dazed: "icons/svg/daze.svg",
  stunned: "icons/svg/paralysis.svg",
  mounted: "icons/svg/horse.svg",
  fasting: "icons/svg/degen.svg",
  fatigued: "icons/svg/sleep.svg",
  defenseless: "icons/svg/downgrade.svg",
  out: "icons/svg/unconscious.svg",
  dead: "icons/svg/skull.svg",
};

/**
 * The token status list: the port's conditions (§12) by their 4e names, and Out and Dead. A
 * condition switched on from the token HUD is an effect naming it, which the rules read (state.ts).
 */
export function rollkeepStatusEffects(): { id: string; name: string; img: string }[] {
  return rollkeepRules.statuses.map((status) => {
    const img = CONDITION_ICONS[status.id];
    if (img === undefined) throw new Error(`The roll-and-keep condition "${status.id}" has no icon`);
    return { id: status.id, name: status.label, img };
  });
}

/** A roll-and-keep condition from the token HUD is core's plain effect naming it: the rules keep its recovery, not the effect. */
export function rollkeepHudStatusData<T extends object>(_statusId: string, effectData: T): T {
  return effectData;
}
