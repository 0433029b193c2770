import { registerRuleOptionSettings } from "../../settings/rule-options";
import { DEGREES_OPTION_SETTINGS } from "../options";
import { registerSceneSetting } from "./scene-setting";
import { registerHelpfulConditionsSetting } from "./helpful-conditions";
import { registerWhoGrants } from "../../who-grants";

export { OPTION_SETTINGS } from "./option-settings";

/** Registers every degrees rule option as a world setting, `dg<Option>`, at the port's defaults, the scene the world is in, whether players put helpful conditions on themselves, and who raises an attack's base damage (`dgTableGrants`). */
export function registerDegreesSettings(): void {
  registerRuleOptionSettings(DEGREES_OPTION_SETTINGS);
  registerSceneSetting();
  registerHelpfulConditionsSetting();
  registerWhoGrants("dgTableGrants", { name: "SHINOBI.Degrees.Grant.setting.name", hint: "SHINOBI.Degrees.Grant.setting.hint", choices: { gm: "SHINOBI.Degrees.Grant.setting.gm", players: "SHINOBI.Degrees.Grant.setting.players" } });
}
