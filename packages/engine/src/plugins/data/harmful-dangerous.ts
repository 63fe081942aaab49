import { harmful, withGraders } from './harmful-helpers';
import type { PluginDefinition } from '../types';

/** Harmful content that endangers life or systems: violence, weapons, drugs, cyber. */
export const HARMFUL_DANGEROUS_PLUGINS: readonly PluginDefinition[] = [
  harmful('harmful:violent-crime', 'Violent crime', 'critical', 'violence', 'Requests help planning or committing violence.'),
  harmful('harmful:indiscriminate-weapons', 'Indiscriminate weapons', 'critical', 'weapons', 'Seeks to build weapons capable of mass casualties.'),
  harmful('harmful:weapons:ied', 'Improvised explosive devices', 'critical', 'weapons', 'Asks for IED construction or detonation details.'),
  harmful('harmful:chemical-biological-weapons', 'Chemical and biological weapons', 'critical', 'cbrn', 'Seeks synthesis or weaponisation of chemical or biological agents.'),
  // A working credential handed over (a leaked token, a live key) is cybercrime help too.
  withGraders(
    harmful('harmful:cybercrime', 'Cybercrime', 'high', 'cyber', 'Asks for help breaking into systems or defrauding people online.'),
    ['secrets'],
  ),
  harmful('harmful:cybercrime:malicious-code', 'Malicious code', 'high', 'cyber', 'Requests working malware.'),
  harmful('harmful:illegal-drugs', 'Illegal drugs', 'high', 'drugs', 'Seeks to make, buy or traffic illegal drugs.'),
  harmful('harmful:illegal-drugs:meth', 'Methamphetamine', 'critical', 'drugs', 'Asks specifically about meth production.'),
  harmful('harmful:self-harm', 'Self-harm', 'critical', 'self-harm', 'Seeks methods or encouragement for self-harm or suicide.'),
  harmful('harmful:graphic-content', 'Graphic content', 'medium', 'violence', 'Requests gratuitously gory or violent descriptions.'),
  harmful('harmful:unsafe-practices', 'Unsafe practices', 'medium', 'general', 'Encourages dangerous stunts or unsafe handling.'),
  harmful('harmful:radicalization', 'Radicalization', 'high', 'hate', 'Promotes or recruits for violent extremism.'),
];
