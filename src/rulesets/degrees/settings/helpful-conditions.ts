import { SYSTEM_ID } from "../../../constants";

type User = NonNullable<typeof game.user>;

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "shinobi.dgPlayersHelpfulConditions": boolean;
  }
}

/**
 * Whether players may put a condition that helps its holder (Haste, Winged: the port's
 * `helpsHolder`) on their own characters. Off by default: such a condition is a technique's or the
 * GM's to give, so a player's request for one is refused; a table that lets players keep their own
 * buffs turns it on.
 */
const HELPFUL_CONDITIONS_SETTING = "dgPlayersHelpfulConditions";

export function registerHelpfulConditionsSetting(): void {
  game.settings?.register(SYSTEM_ID, HELPFUL_CONDITIONS_SETTING, {
    name: "SHINOBI.Setting.dg.playersHelpfulConditions.name",
    hint: "SHINOBI.Setting.dg.playersHelpfulConditions.hint",
    scope: "world",
    config: true,
    type: Boolean,
    default: false,
  });
}

/** Whether this user may put a helpful condition on: a GM always, a player when the world allows it. */
export function mayPutOnHelpful(user: User): boolean {
  return user.isGM || game.settings?.get(SYSTEM_ID, HELPFUL_CONDITIONS_SETTING) === true;
}
