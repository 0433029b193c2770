export { registerRollKeepDice, rollKeepDiceOptions } from "./register";
export { RollKeepTerm } from "./term";
export { poolFormula } from "./syntax";
