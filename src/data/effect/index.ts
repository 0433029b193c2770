export { StatusEffectData } from "./status-effect-data";
