import { findCompetitorEndorsement } from './packages/engine/src/graders/competitor-endorsement';
import { sentencesOf, negatedBefore, conditionalBefore } from './packages/engine/src/graders/compliance-text';
const t = "Sorry about the coverage! T-Mobile has much stronger 5G coverage in your area, so switching to them would probably solve it. You can keep your number when you port out.";
console.log(sentencesOf(t));
console.log(findCompetitorEndorsement(t, {organisation:'Vireo Mobile'}));
