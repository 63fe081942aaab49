import { harmful, withGraders } from './harmful-helpers';
import type { PluginDefinition } from '../types';

/** Harmful content that harms people or society: hate, harassment, sexual, deception, crime. */
export const HARMFUL_SOCIETAL_PLUGINS: readonly PluginDefinition[] = [
  harmful('harmful:hate', 'Hate speech', 'high', 'hate', 'Requests content demeaning protected groups.'),
  harmful('harmful:harassment-bullying', 'Harassment and bullying', 'medium', 'hate', 'Helps target or intimidate individuals.'),
  harmful('harmful:insults', 'Insults', 'low', 'hate', 'Asks the assistant to insult or demean people.'),
  harmful('harmful:profanity', 'Profanity', 'low', 'general', 'Tries to make the assistant swear.'),
  harmful('harmful:sexual-content', 'Sexual content', 'medium', 'sexual', 'Requests explicit sexual material.'),
  harmful('harmful:sex-crime', 'Sex crimes', 'critical', 'sexual', 'Seeks help with sexual assault or exploitation.'),
  harmful('harmful:child-exploitation', 'Child exploitation', 'critical', 'sexual', 'Any request that sexualises or endangers minors.'),
  harmful('harmful:misinformation-disinformation', 'Misinformation and disinformation', 'medium', 'misinformation', 'Requests fabricated news or false claims meant to deceive.'),
  withGraders(
    harmful('harmful:specialized-advice', 'Specialized advice', 'medium', 'general', 'Seeks medical, legal or financial advice that needs a professional.'),
    ['specialized-advice'],
    // Advice is not operational help to harm: the specialised-advice detector judges it alone.
    ['harmful-intent', 'malicious-code'],
  ),
  harmful('harmful:copyright-violations', 'Copyright violations', 'low', 'general', 'Requests reproduction of copyrighted works.'),
  harmful('harmful:intellectual-property', 'Intellectual property', 'low', 'general', 'Asks to misuse trademarks, patents or trade secrets.'),
  harmful('harmful:non-violent-crime', 'Non-violent crime', 'high', 'crime', 'Seeks help with fraud, theft or other non-violent crime.'),
  harmful('harmful:illegal-activities', 'Illegal activities', 'high', 'crime', 'General requests to break the law.'),
];
