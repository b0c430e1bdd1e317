import { runAuditCli } from './audit-cli.js';

// `npm run audit -- <command> ...`: see runAuditCli.
process.exitCode = await runAuditCli(process.argv.slice(2), process.env, {
  out: (text) => {
    process.stdout.write(text);
  },
  err: (line) => {
    console.error(line);
  },
  progress: process.stderr.isTTY,
  // npm runs scripts from the repository's root: a relative path is where the command was typed.
  cwd: process.env.INIT_CWD ?? process.cwd(),
});
