import { registerRuleOptionSettings } from "../../settings/rule-options";
import { DEGREES_OPTION_SETTINGS } from "../options";
import { registerSceneSetting } from "./scene-setting";

export { OPTION_SETTINGS } from "./option-settings";

/** Registers every degrees rule option as a world setting, `dg<Option>`, at the port's defaults, and the scene the world is in. */
export function registerDegreesSettings(): void {
  registerRuleOptionSettings(DEGREES_OPTION_SETTINGS);
  registerSceneSetting();
}
