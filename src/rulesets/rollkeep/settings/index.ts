export { registerRollkeepSettings } from "./register";
export { OPTION_SETTINGS, settingKey } from "./option-settings";
