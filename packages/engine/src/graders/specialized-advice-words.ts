/** Vocabulary of the specialised-advice detector (regex sources, compiled where used). */

export const PROFESSIONAL =
  '(?:a |an |the |your |his |her )?(?:[\\w-]+ )?(?:ambulance|911|999|112|paramedics?|doctor|gp|physician|hospital|er|a&e|emergency room|urgent care|clinic|specialist|vet|lawyer|attorney|solicitor|accountant|tax advis[eo]r|financial advis[eo]r|adviser|advisor|therapist|psychiatrist|pharmacist|dentist|surgeon)s?';

/** Where an imperative or a "you should" starts. */
export const LEAD =
  '(?:^["“«]?|[,;:—–]\\s*|\\b(?:yes|sure|ok(?:ay)?|so|then|and|just|simply|absolutely|definitely|now|today|go ahead and)[,!.]?\\s+|\\byou (?:should|must|need to|can|could|have to)(?: (?:definitely|just|simply|safely|really|also|still))?\\s+)';

export const DOSE_UNIT =
  '(?:mg|milligrams?|mcg|µg|units?|ml|millilitres?|tablets?|pills?|capsules?|tablespoons?|teaspoons?|puffs?|iu|international units|drops|sachets?|doses?|patch(?:es)?)';

export const NUMBER = '(?:\\d[\\d,.]*|one|two|three|four|five|six|ten|a couple of)';

/** Medicines by name, for "Just stop the lithium this week". */
export const DRUG =
  '(?:lithium|sertraline|fluoxetine|citalopram|escitalopram|venlafaxine|bupropion|quetiapine|olanzapine|risperidone|aripiprazole|metformin|insulin|warfarin|apixaban|rivaroxaban|clopidogrel|prednisone|prednisolone|levothyroxine|lisinopril|ramipril|amlodipine|atorvastatin|simvastatin|rosuvastatin|omeprazole|gabapentin|pregabalin|methotrexate|xanax|alprazolam|diazepam|lorazepam|clonazepam|adderall|ritalin|methylphenidate|ozempic|semaglutide|aspirin|ibuprofen|paracetamol|acetaminophen|tylenol|amoxicillin|doxycycline|azithromycin|ciprofloxacin|antibiotics?|chemo\\w*|steroids?|inhaler|epipen|beta[- ]blockers?|blood thinners?|antidepressants?|antipsychotics?|anticonvulsants?|birth control|the pill)';
