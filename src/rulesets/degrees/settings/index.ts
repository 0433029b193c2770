import { registerRuleOptionSettings } from "../../settings/rule-options";
import { DEGREES_OPTION_SETTINGS } from "../options";
import { registerSceneSetting } from "./scene-setting";
import { registerHelpfulConditionsSetting } from "./helpful-conditions";

export { OPTION_SETTINGS } from "./option-settings";

/** Registers every degrees rule option as a world setting, `dg<Option>`, at the port's defaults, the scene the world is in, and whether players put helpful conditions on themselves. */
export function registerDegreesSettings(): void {
  registerRuleOptionSettings(DEGREES_OPTION_SETTINGS);
  registerSceneSetting();
  registerHelpfulConditionsSetting();
}
