import { registerRuleOptionSettings } from "../../settings/rule-options";
import { rollKeepDiceOptions } from "../dice";
import { ROLLKEEP_OPTION_SETTINGS, rollkeepOptions } from "../options";
import { registerTableGrants } from "../roll/table-grants";
import type { OptionSettingConfig } from "./option-settings";

declare module "fvtt-types/configuration" {
  // Each rule option's world setting, typed as the option (see ./option-settings).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the members come from the mapped type
  interface SettingConfig extends OptionSettingConfig {}
}

/**
 * Registers every roll-and-keep rule option as a world setting, `rk<Option>`, at the port's
 * defaults (../../settings/rule-options); the `XkY` dice term then follows them. Who may type the
 * table's grants is a world setting beside them, read by the GM's client, not a rule of the engine.
 */
export function registerRollkeepSettings(): void {
  registerRuleOptionSettings(ROLLKEEP_OPTION_SETTINGS);
  registerTableGrants();
  rollKeepDiceOptions(rollkeepOptions);
}
