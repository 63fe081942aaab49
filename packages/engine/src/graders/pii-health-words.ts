/**
 * Health details as people say them about someone they know, not as a chart writes them:
 * treatment under way ("going through chemo", "è in dialisi", "bekommt eine Chemo"), an event
 * with the person's possessive ("since his heart attack", "depuis son infarctus"), a condition
 * the person has ("has dementia", "tiene cáncer"), pregnancy, rehab and therapy. Each phrase
 * needs its verb or possessive, so general text ("chemotherapy usually runs in cycles", "the
 * numbers gave him a heart attack") does not match; `pii-health.ts` adds the named person.
 */

const TREATMENT = '(?:chemo(?:therapy)?|radiotherapy|radiation(?: therapy)?|dialysis|IVF)';
const EVENTS = 'heart attack|stroke|miscarriage|overdose|nervous breakdown|seizure|cardiac arrest';
const CONDITION =
  "(?:(?:stage \\w+|terminal|advanced|early[- ]onset|breast|lung|bowel|colon|prostate|skin|pancreatic|ovarian|brain|liver|throat|blood) )*(?:cancer|dementia|Alzheimer(?:['’]s)?|Parkinson(?:['’]s)?|leuk(?:a)?emia|lymphoma|multiple sclerosis|epilepsy|schizophrenia|bipolar(?: disorder)?|an? (?:brain )?tumou?r|(?:type [12] )?diabetes|motor neurone disease|ALS|anorexia|bulimia|long COVID|HIV|AIDS|hepatitis [BC]|syphilis|chlamydia|gonorrh?o?ea|herpes|an? (?:STI|STD)|PTSD|OCD|clinical depression)";
const MIND =
  '(?:anxiety|depression|addiction|drinking|drug use|eating disorder|PTSD|OCD|bipolar|panic attacks|alcoholism|gambling|self-harm)';
const MEDICINE =
  '(?:antidepressants|anti-depressants|antipsychotics|methadone|insulin|lithium|antiretrovirals|PrEP|HRT|morphine|sertraline|fluoxetine|citalopram|Prozac|Zoloft|Xanax|Ozempic|Wegovy)';

const ENGLISH = [
  `(?:going|gone|been|went|through|on|having|had|started|starting|doing|finished|another round of|rounds? of) (?:through )?${TREATMENT}\\b`,
  `(?:since|after|following|recovering from) (?:his|her|their) (?:${EVENTS}|bypass|transplant|surgery|operation|mastectomy|hysterectomy|cancer diagnosis)`,
  `(?:had|has had|suffered|survived) (?:a |an )?(?:${EVENTS})`,
  `(?:\\d+ (?:weeks|months) pregnant|pregnant with|expecting (?:a baby|twins|their first|her first))`,
  `(?:has|had|have|got|living with|contracted|caught|diagnosed|battling|fighting|beat|beaten|survived|surviving) ${CONDITION}\\b`,
  `(?:in|into|to|out of) rehab\\b|(?:is|was) (?:in|on) (?:the )?(?:ICU|intensive care|palliative care|hospice|a psychiatric ward|the psych ward|life support)|sectioned|terminally ill|(?:is|was) a recovering (?:alcoholic|addict)|addicted to`,
  `(?:in|started|starts|starting|having|sees|seeing|goes to|going to|attends|attending) (?:therapy|counsell?ing|a therapist|a psychiatrist|a counsell?or|a psychologist)\\b|for (?:his|her|their) ${MIND}`,
  `(?:on|taking|takes|prescribed|started on) ${MEDICINE}`,
];

const ITALIAN = [
  '(?:è|era|sono) in (?:dialisi|chemio(?:terapia)?|radioterapia|riabilitazione|terapia intensiva|rianimazione|gravidanza)',
  '(?:fa|faceva|ha iniziato|sta facendo|ha fatto) (?:la )?(?:chemio(?:terapia)?|dialisi|radioterapia)',
  "(?:ha|aveva) avuto un (?:infarto|ictus|aborto|esaurimento nervoso)|dopo (?:il suo |l['’])(?:infarto|ictus)",
  "è incinta|aspetta un (?:bambino|figlio)|malat[oa] di|ha (?:un tumore|il cancro|la leucemia|l['’]Alzheimer|il Parkinson|l['’]HIV|la sclerosi multipla|il diabete)",
];

const GERMAN = [
  '(?:bekommt|bekam|erhält|erhielt|macht|machte|beginnt|begann) (?:[^ .!?]+ ){0,3}(?:eine |seine |ihre )?(?:Chemo(?:therapie)?|Dialyse|Bestrahlung|Strahlentherapie)',
  '(?:muss|ist|war) (?:[^ .!?]+ ){0,2}(?:zur|an der) Dialyse|(?:hatte|erlitt) einen (?:Herzinfarkt|Schlaganfall|Nervenzusammenbruch)',
  '(?:seit|nach) (?:seinem|ihrem) (?:Herzinfarkt|Schlaganfall)|ist schwanger|hat (?:[A-Z][a-zäöü]*krebs|Krebs|Demenz|Alzheimer|Parkinson|HIV|Aids|Leukämie)',
  'in (?:der )?(?:Reha|Entzugsklinik|Psychiatrie)|(?:macht|machte) (?:einen Entzug|eine Therapie)|auf der Intensivstation',
];

const FRENCH = [
  '(?:en|sous) (?:chimio(?:thérapie)?|dialyse|radiothérapie|rééducation|cure de désintoxication|désintox|soins palliatifs|réanimation)',
  '(?:suit|fait|commence|a commencé) (?:une |sa |la )?(?:chimio(?:thérapie)?|dialyse|thérapie|rééducation)',
  '(?:a fait|a eu|a subi) (?:un|une) (?:infarctus|AVC|crise cardiaque|fausse couche|dépression|burn-out)|(?:depuis|après) son (?:infarctus|AVC|cancer|burn-out)',
  "est enceinte|attend un (?:bébé|enfant)|a (?:un cancer|le cancer|le sida|le VIH|la maladie d['’]Alzheimer|Alzheimer|Parkinson|une sclérose)|en arrêt maladie",
];

const SPANISH = [
  '(?:en|a) (?:diálisis|quimio(?:terapia)?|radioterapia|rehabilitación|terapia intensiva|cuidados paliativos)',
  '(?:recibe|hace|empezó|comenzó|está haciendo) (?:la )?(?:quimio(?:terapia)?|diálisis|radioterapia)',
  '(?:le dio|tuvo|sufrió) un (?:infarto|ictus|derrame|aborto|ataque al corazón)|desde (?:su|el) (?:infarto|ictus)',
  'está embarazada|espera un bebé|tiene (?:cáncer|VIH|sida|alzhéimer|Alzheimer|párkinson|Parkinson|leucemia|un tumor|esclerosis)|va al psiquiatra',
];

const PORTUGUESE = [
  '(?:a fazer|fazendo|faz|fez|começou) (?:a )?(?:quimio(?:terapia)?|hemodiálise|diálise|radioterapia)',
  '(?:em|na) (?:quimio(?:terapia)?|hemodiálise|diálise|reabilitação)|(?:teve|sofreu) um (?:enfarte|infarto|AVC|aborto)',
  '(?:está|ficou) grávida|tem (?:cancro|câncer|VIH|HIV|sida|Alzheimer|Parkinson|leucemia|um tumor)',
];

const DUTCH = [
  '(?:krijgt|kreeg|heeft|doet|begint|begon) (?:[^ .!?]+ ){0,2}(?:chemo(?:therapie)?|dialyse|bestraling)|aan de dialyse',
  '(?:kreeg|had) een (?:hartaanval|beroerte|hartinfarct|miskraam|burn-out)|(?:na|sinds) (?:zijn|haar) (?:hartaanval|beroerte|hartinfarct)',
  'in het ziekenhuis na een|is zwanger|heeft (?:kanker|hiv|aids|alzheimer|parkinson|leukemie|een tumor)|in (?:een afkickkliniek|de psychiatrie)',
];

/** Polish, Czech, Turkish, Indonesian, Vietnamese. */
const OTHERS = [
  'przechodzi (?:chemioterapię|chemię|dializy|radioterapię)|na dializach|(?:miał|miała|przeszedł|przeszła) (?:zawał|udar|poronienie)|jest w ciąży|ma (?:raka|nowotwór|HIV|cukrzycę|białaczkę)|na odwyku',
  'chodí na (?:chemoterapii|dialýzu)|(?:dostal|dostala|prodělal|prodělala) (?:infarkt|mrtvici)|je těhotná|má rakovinu',
  'kemoterapi (?:görüyor|alıyor)|diyalize (?:giriyor|gidiyor)|kalp krizi geçirdi|hamile|kanser tedavisi',
  'menjalani (?:kemoterapi|kemo|cuci darah|dialisis|rehabilitasi)|cuci darah|(?:terkena|mengalami|kena) (?:serangan jantung|stroke)|sedang hamil|(?:mengidap|positif) (?:kanker|HIV|TBC)',
  'đang hóa trị|chạy thận|bị ung thư|bị (?:nhồi máu cơ tim|đột quỵ)|đang mang thai|nhiễm HIV',
];

/** All of the above, as one alternation (first letters of either case are added by the caller). */
export const COLLOQUIAL = [
  ...ENGLISH,
  ...ITALIAN,
  ...GERMAN,
  ...FRENCH,
  ...SPANISH,
  ...PORTUGUESE,
  ...DUTCH,
  ...OTHERS,
].join('|');
