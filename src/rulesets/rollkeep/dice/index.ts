export { registerRollKeepDice } from "./register";
export { RollKeepTerm } from "./term";
