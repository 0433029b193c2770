import { runCommand } from "./command";

// `npm run sim`: the simulator command on the process's arguments, writing to its console.
process.exitCode = runCommand(process.argv.slice(2), {
  out: (text) => console.log(text),
  err: (text) => console.error(text),
});
