import { runAdminCli } from './admin-cli.js';
import { readPassword } from './password-input.js';

// `npm run admin -- <command> ...`: see runAdminCli.
process.exitCode = await runAdminCli(process.argv.slice(2), process.env, {
  out: (line) => {
    console.log(line);
  },
  err: (line) => {
    console.error(line);
  },
  password: (message) => readPassword(message),
});
