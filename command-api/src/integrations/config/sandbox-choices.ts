import {
  ConfigurationError,
  integrationNames,
  type IntegrationKind,
  type IntegrationName,
} from '@ghost/events';

/** Each outside system: real, or a local sandbox, and whether its switch was set or defaulted. */
export interface IntegrationChoice {
  kind: IntegrationKind;
  /** The switch (CARD_PROCESSOR, …) was left unset: the mode's default was taken. */
  defaulted: boolean;
}

export type IntegrationChoices = Record<IntegrationName, IntegrationChoice>;

/** The switch of each outside system, as the variables name them. */
export const integrationSwitches: Record<IntegrationName, string> = {
  card: 'CARD_PROCESSOR',
  fulfilment: 'FULFILMENT_WEBHOOK',
  vouchers: 'VOUCHER_VALIDATOR',
  mail: 'MAIL_TRANSPORT',
};

/** ALLOW_SANDBOXES: `all`, or the systems (card, fulfilment, vouchers, mail) comma separated. */
export const allowedSandboxes = (value: string | undefined): Set<IntegrationName> => {
  const names = (value ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  if (names.includes('all')) return new Set(integrationNames);
  for (const name of names) {
    if (!(integrationNames as readonly string[]).includes(name)) {
      throw new ConfigurationError(
        'ALLOW_SANDBOXES',
        `is "${value ?? ''}": name the systems among ${integrationNames.join(', ')}, or all`,
      );
    }
  }
  return new Set(names as IntegrationName[]);
};

/**
 * A portal that talks to some real systems and silently falls back to sandboxes for others takes
 * real money and then loses its trace (a card paid for, a subscription delivered to no shop, an
 * e-mail written to a folder). So, as soon as one system is real, each other one left to its
 * default sandbox refuses the start, unless its switch says `sandbox` or ALLOW_SANDBOXES names
 * it. All sandboxes (the development portal) or all real systems start as they are.
 */
export const assertNoSilentSandboxes = (
  choices: IntegrationChoices,
  allowed: Set<IntegrationName>,
): void => {
  const entries = integrationNames.map((name) => [name, choices[name]] as const);
  const real = entries.filter(([, choice]) => choice.kind === 'real').map(([name]) => name);
  if (real.length === 0) return;
  const silent = entries
    .filter(([name, choice]) => choice.kind === 'sandbox' && choice.defaulted && !allowed.has(name))
    .map(([name]) => name);
  if (silent.length === 0) return;
  throw new ConfigurationError(
    'ALLOW_SANDBOXES',
    `is missing: ${real.join(', ')} ${real.length === 1 ? 'is' : 'are'} real, but ${silent.join(', ')} would fall back to a sandbox (${silent.map((name) => integrationSwitches[name]).join(', ')} not set). Configure ${silent.length === 1 ? 'it' : 'them'}, set ${silent.length === 1 ? 'its switch' : 'their switches'} to sandbox, or allow ${silent.length === 1 ? 'it' : 'them'}: ALLOW_SANDBOXES=${silent.join(',')}`,
  );
};

/** Real or sandbox, per system. */
export const kindsOf = (choices: IntegrationChoices): Record<IntegrationName, IntegrationKind> => ({
  card: choices.card.kind,
  fulfilment: choices.fulfilment.kind,
  vouchers: choices.vouchers.kind,
  mail: choices.mail.kind,
});

/**
 * The block logged at every start: each outside system and whether it is real or a sandbox, so a
 * portal running on sandboxes says so plainly.
 */
export const integrationsBlock = (choices: IntegrationChoices): string => {
  const width = Math.max(...integrationNames.map((name) => name.length));
  const lines = integrationNames.map(
    (name) =>
      `  ${name.padEnd(width)}  ${choices[name].kind === 'real' ? 'REAL' : 'SANDBOX (nothing leaves this machine)'}`,
  );
  const sandboxes = integrationNames.some((name) => choices[name].kind === 'sandbox');
  return [
    sandboxes
      ? '=== Outside systems: SANDBOXES IN USE: no money, subscription or e-mail reaches anyone through them ==='
      : '=== Outside systems: all real ===',
    ...lines,
  ].join('\n');
};
