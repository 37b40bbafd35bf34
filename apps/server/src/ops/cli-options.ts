/**
 * `--name value` pairs of an operations command; anything else (an unknown name, a name without its
 * value, a stray word) is refused with the usage line, so a typo never runs the command on defaults.
 */
export function parseOptions(
  args: readonly string[],
  names: readonly string[],
  usage: string,
): Record<string, string> {
  const options: Record<string, string> = {};
  for (let i = 0; i < args.length; i += 2) {
    const flag = args[i] ?? '';
    const name = flag.replace(/^--/, '');
    const value = args[i + 1];
    if (!flag.startsWith('--') || !names.includes(name))
      throw new Error(`unknown argument ${flag}; usage: ${usage}`);
    if (value === undefined || value.trim() === '' || value.startsWith('--'))
      throw new Error(`${flag} needs a value; usage: ${usage}`);
    if (name in options) throw new Error(`${flag} given twice; usage: ${usage}`);
    options[name] = value;
  }
  return options;
}
