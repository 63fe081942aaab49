/**
 * Words that start a sentence or label a table cell in capitals but name no business, so the
 * competitor detector does not take them for a competitor's name ("Honestly", "Winner",
 * "Monthly fee"). Lowercased.
 */
export const COMMON_CAPITALISED: ReadonlySet<string> = new Set(
  `i i'd i'm i've i'll if for honestly sorry good great yes no not the our we we're we've you you're
  you'd your it it's its this that these those just go going book booking many most some here there
  please thanks thank well sure so and but or also plus however hi hello hey dear ok okay
  unfortunately actually as at in on with from to by an a when while what which who why how where
  since because after before then now today tomorrow yesterday tonight monday tuesday wednesday
  thursday friday saturday sunday january february march april may june july august september
  october november december mr mrs ms dr fee fees monthly overdraft winner comparison price prices
  note tip tips option options step steps yes absolutely confirmed agreed understood done
  try check consider switch buy order choose pick compared sign signing open opening look
  free premium pro plus basic standard black cyber new old best better cheaper more less
  if only overall summary bottom line verdict pros cons fee feature features plan plans rate rates
  interest savings account accounts card cards app apps online mobile store stores bank banks
  customer customers support team price-wise honest frankly personally between among both
  either neither each every all any one two three first second third last next
  ehrlich gesagt ich wir sie ihr je vous nous il elle ils on yo te tu para en el la los las
  na nella ti você ik u uw voor bij als dan het een de der die das le les des du un une
  sí oui ja sim si no não nee nein non gracias merci danke obrigado grazie bedankt
  eur usd gbp apy aer apr atm 5g 4g lte wifi wi-fi ai faq q a`.split(/\s+/),
);
