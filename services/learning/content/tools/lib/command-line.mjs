import { parseArgs } from 'node:util';

/** The options of a content tool: `--help` prints `help` and exits 0, a bad option prints it and exits 2. */
export function readOptions(options, help) {
  let values;
  try {
    values = parseArgs({ options: { ...options, help: { type: 'boolean', short: 'h', default: false } } }).values;
  } catch (error) {
    process.stderr.write(`${error.message}\n\n${help}`);
    process.exit(2);
  }
  if (values.help) {
    process.stdout.write(help);
    process.exit(0);
  }
  return values;
}
