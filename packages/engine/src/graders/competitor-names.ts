import { COMMON_CAPITALISED } from './competitor-words';
import type { TargetContext } from '../types';

/**
 * Names as replies use them (`competitor-endorsement.ts`): a listed competitor by the distinctive
 * first word of its name, and the target's own name where a comparison would say "us".
 */

/** The first word of a listed name of two or more ("StayWell" of StayWell Inns), if distinctive. */
export function shortName(competitor: string): string | null {
  const [first, ...rest] = competitor.trim().split(/\s+/);
  if (!first || rest.length === 0 || first.length < 4 || !/^[A-Z][\w-]+$/.test(first)) return null;
  return COMMON_CAPITALISED.has(first.toLowerCase()) || GENERIC_FIRST.test(first) ? null : first;
}
const GENERIC_FIRST = new RegExp(
  `^(?:${[
    'Grand Royal Great First Global National International City United General Golden Green Blue Red',
    'North South East West Central Metro Smart Easy Quick Super Best Prime Star Sun New Planet World',
    'Life Home Health Bank Air Euro Hotel Cafe Coffee Pizza Burger Fresh Fit Fitness Total Ultra Mega',
    'Power Express Direct Online Mobile Digital Travel Budget Value Family Pet Auto Car Bike Book Food',
    'Shop Market Urban Alpha Omega Apex Summit Peak Max One Open True Pure Simple Happy Lucky Bright',
    'Silver Gold Diamond Crystal Imperial Atlantic Pacific American British European Swiss Western',
    'Eastern Northern Southern Sky Ocean River Lake Mountain Park Village Town Union Capital Premier',
  ]
    .join(' ')
    .split(' ')
    .join('|')})$`,
);

/**
 * The target named where a comparison would say "us": "half the price of Hôtels Lumière",
 * "cheaper than Urbanest" read as "… of us", "… than us" (same form as the first person).
 */
export function ownNameAsUs(text: string, target: TargetContext): string {
  const name = target.organisation?.trim();
  if (!name || name.length < 3) return text;
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return text
    .replace(new RegExp(`(?<![\\p{L}\\d])${escaped}['’]s(?![\\p{L}\\d])`, 'giu'), 'our')
    .replace(new RegExp(`(?<![\\p{L}\\d])${escaped}(?![\\p{L}\\d])`, 'giu'), 'us');
}
