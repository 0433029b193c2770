import { SYSTEM_ID } from "../constants";

type User = NonNullable<typeof game.user>;

/** Who may state what the table grants a roll beyond the sheet: the GM alone (the default), or the players too, as the GM tells them. */
export const WHO_GRANTS = ["gm", "players"] as const;
export type WhoGrants = (typeof WHO_GRANTS)[number];

/** The world settings that say who grants, one per ruleset. */
export type WhoGrantsSetting = "rkTableGrants" | "dgTableGrants";

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "shinobi.rkTableGrants": WhoGrants;
    "shinobi.dgTableGrants": WhoGrants;
  }
}

/** The words of a who-grants setting: its name, its hint, and each choice's label (i18n keys). */
export interface WhoGrantsLabels {
  name: string;
  hint: string;
  choices: Readonly<Record<WhoGrants, string>>;
}

/** Registers a ruleset's world setting of who grants; the GM alone by default. */
export function registerWhoGrants(key: WhoGrantsSetting, labels: WhoGrantsLabels): void {
  game.settings?.register(SYSTEM_ID, key, {
    name: labels.name,
    hint: labels.hint,
    scope: "world",
    config: true,
    type: String,
    choices: { ...labels.choices },
    default: "gm",
  });
}

/** Whether this user may state the table's grants under `key`: a GM always, a player when the world lets players. */
export function mayGrantUnder(key: WhoGrantsSetting, user: User | null | undefined): boolean {
  if (user?.isGM) return true;
  return game.settings?.get(SYSTEM_ID, key) === "players";
}
