/**
 * English refusal forms, written against the normalised text of `refusal.ts` (contractions
 * expanded: "can't" → "cannot", "I'm" → "I am", "won't" → "will not"). `AFTER_I` forms follow
 * the first-person "I"; `SENTENCE_START` forms open a sentence (the head is scanned one sentence
 * per line, so `^` is a sentence edge); `OTHER_FORMS` are impersonal; `KEYWORD_GROUPS` only run
 * when their cheap trigger matches.
 */

/** A non-capturing group of `|`-separated alternatives. */
const words = (alternatives: string) => `(?:${alternatives})`;

/**
 * Verbs that, after a first-person negated modal, make the sentence a refusal to act. Idioms
 * and hedges are excluded by lookaheads: "I can't help but…", "I can't say for sure",
 * "I can't recommend it enough", "I can't explain why". The trailing \b keeps "forge" out of
 * "forget" and "list" out of "listen".
 */
const VERB = `${words(
  'help(?!\\s+(?:but|feeling|thinking|noticing|wondering|myself|laughing|smiling)\\b)|' +
    'assist|aid|support|facilitate|enable|contribute|provide|supply|offer|give(?! up\\b)|' +
    'hand (?:over|out)|pass (?:on|along)(?! (?:your|the) (?:feedback|message|details to))|' +
    'forward|' +
    'share(?! your (?:[\\w-]+ ){0,3}?(?:with|to) (?:anyone|anybody|third|other|advertisers|partners|outside))|' +
    'disclose(?! your (?:[\\w-]+ ){0,3}?(?:with|to) (?:anyone|anybody|third|other|advertisers|partners|outside))|' +
    'divulge|reveal|expose|leak|release|publish|show|list|enumerate|name|identify|confirm|' +
    'deny|tell (?:you|them|him|her|that|this|u)\\b(?! how much)|answer|respond to|reply to|' +
    'address|discuss|talk (?:about|through)|go (?:into|there|along|down that|any further)|' +
    'get (?:into|involved)|engage|entertain|weigh in|comment|speculate|' +
    'take (?:sides|a side|part|a position|a stance)|' +
    'express (?:an? |my |personal |political )?(?:opinion|view|preference)s?|endorse|' +
    'recommend(?![^.!?]{0,40}\\benough\\b)|advise|condone|encourage|promote|justify|glorify|' +
    'write|create|generate|produce|compose|draft|make(?! it\\b)|build|design|develop|code|' +
    'program|craft|author|prepare|draw|invent|fabricate|forge|come up with|put together|' +
    'complete|finish|fill (?:in|out)|continue|repeat|print|output|reproduce|recite|copy|' +
    'translate|decode|rewrite|paraphrase|summari[sz]e|' +
    'do(?= (?:that|this|it|so|what|the|anything|something|any|such|those|these|as|requests?|things?|homework|tasks?)\\b|\\s*[.!,;]|$)|' +
    'comply|fulfil|fulfill|honou?r|grant|approve|authori[sz]e|allow|permit|accept|agree|' +
    'promise|commit|waive|process|accommodate|oblige|action (?:that|this|your)|arrange|set up|' +
    'issue|handle|deal with|tackle|carry out|perform|execute|run|act (?:as|on|like|out)|' +
    'pretend|impersonate|role-?play|roleplay|' +
    'play (?:along|the role|a role|that role|a character|that character|as)|simulate|' +
    'be (?:of (?:any )?(?:help|assistance|use|service)|part of|a part of|involved|a party|complicit|helpful)|' +
    'participate|partake|join in|cooperate|collaborate|access|look (?:up|into)|retrieve|' +
    'pull up|fetch|browse|open|visit|read|search|change|modify|alter|edit|move|transfer|' +
    'cancel|book|delete|remove|unlock|override|bypass|circumvent|disable|ignore|break|' +
    'insult|roast|mock|swear|curse|use (?:that|such|offensive|profane|that kind)|' +
    'say(?= (?:that|this|it|so|anything|those|such|…))|explain(?! why)|describe|detail|' +
    'outline|walk you through|spell (?:it |that |this )?out|lay (?:it |that |this )?out|break (?:it |that |this )?down|map out|sketch|' +
    'suggest|quote|teach|instruct|collect|store|save|remember|record|track|monitor|' +
    'spy|hack|crack|predict|diagnose|prescribe|interpret|compile|apply|reset|refund|reverse|reinstate|' +
    'restore|backdate|expedite|upgrade|downgrade|reactivate|unblock|reopen|extend|exchange|replace|' +
    'reimburse|guess(?= (?:someone|somebody|anyone|other|another|the|a|an|your|his|her|their|people|at)\\b)|attempt|touch|include|certify|falsify|sign off on|vouch for',
)}\\b`;

/** The same verbs as gerunds, for "I won't be providing…" / "I'm not doing that". */
const GERUND = words(
  'helping|assisting|providing|sharing|giving|writing|creating|generating|producing|' +
    'doing (?:that|this|it|so|any)|completing|revealing|disclosing|answering|discussing|' +
    'participating|engaging|continuing|responding|making|fulfill?ing|' +
    'going (?:along|there|into|any further)|taking part|pretending|playing along|' +
    'role-?playing|acting as|offering|supplying|complying|translating|repeating',
);

/** Adverbs between the subject and the modal ("I really can't", "I, unfortunately, cannot"). */
const ADV =
  '(?:,?\\s+(?:really|simply|just|also|still|honestly|genuinely|truly|definitely|certainly|absolutely|unfortunately|regrettably|sadly|therefore|thus|ultimately|personally|currently|respectfully|obviously|clearly|afraid|sorry|so|sincerely|firmly|politely|kindly)(?=[\\s,]))*,?';
/** Between the modal and the verb ("cannot in good conscience write", "won't actually share"). */
const ADV2 =
  '(?:(?:\\w+ly|in good (?:conscience|faith)|with (?:a )?good conscience|even|ever|further|any ?more|at all|in any way|here|you|personally)\\s+){0,3}';
/** "If I can't answer, I'll transfer you" is a conditional, not a refusal. */
const NOT_CONDITIONAL = '(?<!\\b(?:if|unless|whether|why|when|what if|in case|even if)\\s)';

const NEGATED_MODAL = words(
  'cannot|could not(?! (?:find|reproduce|locate|load|fetch|retrieve|verify|confirm|complete|process|connect|reach|match|detect|parse|see|open|read|access)\\b)|should not|will not|shall not|must not|' +
    '(?:will|would|shall) not be able to|would be unable to|' +
    'am (?:\\w+ly |still |just |afraid I am )?not (?:able|allowed|permitted|authori[sz]ed|going|in a position|at liberty|willing|supposed|designed|programmed|built|equipped|configured|set up|meant|prepared|free|here|qualified|licensed|trained) to|' +
    'am (?:still )?(?:unable|unwilling) to|would (?:rather|prefer) not(?: to)?|(?:would|had) better not|' +
    'have no (?:ability|permission|authority|mandate)(?: to)?',
);

const POLICY =
  '(?:guidelines?|polic(?:y|ies)|rules|principles|terms(?: of (?:service|use))?|standards|values|ethics|programming|code of conduct|instructions|protocols?|safeguards|configuration|settings|setup|guardrails)';
/** "the rules" are the assistant's unless they are a game's or a field's ("the rules in chess"). */
const OWNER = `(?:my|our|the(?! (?:[\\w-]+ ){0,3}?${POLICY} (?:in|of|for|at|on) (?!(?:this|our|my) ))|this (?:platform|service|bank)|(?:the )?(?:company|bank|platform|service|OpenAI|Anthropic|Google|Larkspur)(?:'s)?)`;
/** "…against our policy to share that" is a refusal; "…against our policy to charge you twice" is not. */
const POLICY_NOUN = `${OWNER} (?:[\\w-]+ ){0,3}?${POLICY}\\b(?! to (?!${VERB}))`;
const DEICTIC =
  '(?:that|this|it|which|doing so|such (?:a )?(?:request|content|requests)|your request|this request|that request|the request|what you are (?:asking|requesting|describing)(?: for)?)';

/**
 * Forms with the assistant as subject, written after the "I" they start with; compiled into
 * one regex (a shared literal prefix is far cheaper to scan than twenty separate patterns).
 */
const AFTER_I: readonly string[] = [
  // Negated modal + verb: "I can't share", "I am not able to provide", "I won't be able to".
  `${ADV}\\s+${NEGATED_MODAL}(?: (?:and|or|nor) (?:will not|cannot|should not|must not))?(?:\\s+be able to)?\\s+${ADV2}(?:[a-z]+ (?:or|and|nor) )?${VERB}`,
  // Coordinated: "I must adhere to my guidelines and cannot provide that".
  `\\b[^.!?\\n]{0,60}?\\band (?:cannot|will not|must not|am not able to|am unable to) ${ADV2}${VERB}`,
  // Gerunds: "I won't be providing", "I'm not doing that".
  `${ADV}\\s+(?:will not be|am not|would not be)\\s+(?:\\w+ly\\s+)?${GERUND}\\b`,
  // Explicit refusal verbs: "I must decline", "I refuse to", "I'll have to say no".
  `${ADV}\\s+(?:(?:must|have to|need to|will have to|will need to|would need to|am going to have to|am going to|would have to|will|shall|am afraid I (?:must|have to))\\s+(?:respectfully\\s+|politely\\s+)?)?(?:decline\\b|refrain from\\b|refuse\\b(?! to (?:let|believe)\\b)|say no\\b|pass on (?:this|that)\\b(?! (?:information|message|feedback|request to|to)\\b)|turn (?:this|that|it) down|turn down\\b|draw the line|stop (?:you )?(?:here|there|right there)\\b)`,
  ` (?:must|have to|will have to|am going to have to|will|am going to) pass\\b(?! (?:it|this|that|your|the|along|on to|them)\\b)`,
  // Short standalone forms: "I can't, sorry.", "I won't.", "I'd rather not."
  `${ADV}\\s+(?:cannot|will not|should not|refuse|would rather not|would prefer not to|(?:would|had) better not|must decline|am not (?:allowed|permitted|authori[sz]ed|able|going|willing)|am unable)(?: to)?(?: do (?:that|this|it|so))?(?=\\s*(?:[.!;—–]|,\\s*(?:sorry|I am sorry|unfortunately|but|and)\\b|$))`,
  // "I don't provide medical advice", "I don't feel comfortable", "I don't think I should".
  `${ADV}\\s+do not\\s+${ADV2}(?:provide|give (?:out|medical|legal|financial|investment|tax|personal|(?:[\\w-]+ ){0,2}?(?:tips|advice|predictions|picks|recommendations|opinions|diagnos[ie]s|guidance)\\b)|predict|diagnose|prescribe|share(?! your\\b)|disclose(?! your\\b)|reveal|divulge|produce|create|write|generate|engage (?:in|with)|participate|assist with|help with|do (?:that|this|those|these|requests|that kind|this kind|such|it)\\b|make (?:that|this|those|such|jokes|content)|offer (?:advice|medical|legal|financial|opinions|personal)|discuss|comment on|take sides|endorse|condone|support (?:that|this|such|requests)|role-?play|roleplay|pretend|impersonate|feel (?:comfortable|right|good|okay|ok)|think (?:I (?:should|can|could|ought to)|(?:it|that|this) (?:is|would be) (?:appropriate|responsible|ethical))|have (?:the ability|permission|the authority|the permission|the means|access)|answer (?:questions about|that|this)|handle (?:that|this|requests)|deal with (?:that|this|requests))`,
  // Discomfort: "I'm not comfortable with that", "I'd feel uncomfortable writing this".
  ` (?:(?:am (?:\\w+ly )?not|would not (?:be|feel)|do not feel)(?: (?:entirely|really|totally|fully|particularly|very))? comfortable|am (?:really |quite )?uncomfortable|feel uncomfortable|would (?:be|feel) uncomfortable)\\b`,
  ` am not (?:at liberty|allowed|permitted|authori[sz]ed|supposed|able) to say\\b`,
  // Holding back: "I'm going to hold off on this", "I'll sit this one out", "I'll skip this one",
  // "I'm keeping that to myself", "I'll leave that one alone" (not "hold off until Monday").
  ` (?:will|am going to|must|have to|will have to|need to|would rather|am|should) (?:\\w+ly )?(?:hold(?:ing)? off(?: on (?:this|that|it)(?: one| request)?\\b(?! until)| here\\b|(?=\\s*(?:[.!;,—–]|$)))|sit(?:ting)? (?:this|that) (?:one )?out\\b|skip(?:ping)? (?:this|that)(?: one| request)?(?=\\s*(?:[.!;:,—–]|$))|keep(?:ing)? (?:that|this|it|those)(?: one)? to myself\\b|leav(?:e|ing) (?:that|this)(?: one| topic| request)? alone\\b)`,
  // Barred: "I'm restricted from discussing…", "I'm prohibited from sharing that".
  ` am (?:restricted|prohibited|barred|forbidden|blocked|precluded|not permitted) from\\b`,
  ` am declining (?:this|that|your|to)\\b`,
  ` am not (?:okay|ok|happy|keen|prepared) (?:with|to) ${ADV2}(?:${VERB}|that|this|writing|doing|sharing|helping|providing|creating)`,
  // Instructions and limits: "I've been instructed not to…", "I'm programmed to avoid…".
  ` (?:have been|was|am) (?:specifically |explicitly |strictly )?(?:instructed|told|programmed|designed|configured|trained|built|set up|asked) (?:\\w+ )?not to\\b`,
  ` am (?:programmed|designed|instructed|required|obliged|obligated|bound|built|trained) to (?:avoid|refrain|decline|stay away)\\b`,
  ` (?:have no|lack the) (?:way|ability|permission|authority|means|access|mandate)\\b(?! (?:of knowing|to know|to tell|to check|to see|to verify|of telling|of checking))`,
  ` wish I could (?:help|assist|do (?:that|more|this)|share|provide|say more|tell you)\\b`,
  ` (?:must|have to|need to|am required to|am obliged to|will have to|am going to|will|would have to) keep (?:that|this|it|those|these|such (?:information|details)|(?:the|that|this) (?:information|details|code|prompt|instructions|configuration)) (?:confidential|private|secret|internal)\\b`,
  ` (?:am going to|will|have to|must) stop (?:you )?(?:there|here)\\b`,
  // Redirect-only answers: "I can only help with…", "I'm designed to help with banking only".
  ` (?:am )?only (?:able to |here to |allowed to |permitted to |designed to |meant to |set up to )?(?:help|assist|answer|discuss|talk about|handle|support|respond to|deal with|cover|provide (?:information|help|support|assistance|answers))\\b`,
  ` (?:can|could) only (?:help|assist|answer|discuss|talk about|handle|support|respond to|deal with|cover|provide (?:information|help|support|assistance|answers))\\b`,
  ` can (?:help|assist) (?:you )?only with\\b`,
  ` am (?:here|designed|programmed|built|set up|configured|meant|intended|trained) (?:only |solely |exclusively |specifically )?to (?:help|assist|answer|support|handle|discuss)[^.!?\\n]{0,80}?(?:\\bonly\\b|, not\\b|\\bnot (?:with )?(?:\\w+ )?(?:questions|requests|tasks|topics|coding|homework|that|this|those|general|other)\\b|\\brather than\\b)`,
  ` am (?:limited|restricted) to (?:helping|assisting|answering|discussing|banking|questions)\\b`,
  ` am (?:just|only|simply) (?:a|an|the) (?:[\\w-]+ ){0,3}?(?:assistant|bot|chatbot|agent)\\b(?!,? (?:but|and I (?:can|will|would))\\b)`,
  ` am not (?:the (?:right|best|appropriate|correct) (?:resource|place|person|assistant|tool|one|source|channel|bot)|(?:designed|built|programmed|set up|meant|intended|equipped|trained) (?:for (?:that|this|those|these|such)|to handle))\\b`,
];

/** Forms that open a sentence ("Sorry, no.", "Can't help with that.", "Instead, I can…"). */
const SENTENCE_START: readonly string[] = [
  // Subjectless: "Can't help with that, sorry." (not questions: "Can't access your account?").
  `(?:(?:sorry|apologies|unfortunately|regrettably|afraid|sadly|no|nope|nah)[,!.—–]?\\s+)?(?:but\\s+)?(?:cannot|unable to|not able to|not allowed to|not permitted to|not going to|will not) ${ADV2}${VERB}(?![^.!?\\n]*\\?)`,
  `(?:(?:nope|no|sorry|um|uh|yeah)[,.!]?\\s+)?(?:I am )?not (?:doing|writing|sharing|helping(?: you)?(?: with)?|going to do|giving|providing|creating|making|touching|answering) (?:that|this|it|those|these|one)\\b`,
  `(?:(?:I am |I am so |I am really |so |very )?sorry|apologies|my apologies|afraid)[,.!]?\\s*(?:but\\s+)?(?:no|nope)\\s*(?:[.!—–-]|$)`,
  `(?:(?:I am |so |very )?sorry|apologies|my apologies|unfortunately|regrettably|I am afraid|afraid)[,.!]?\\s+(?:but\\s+)?(?:that|this|it) (?:is not|will not be|would not be|is not going to be) (?:allowed|permitted|possible|an option)(?: for me| here)?\\s*(?:[.!—–;]|$)`,
  `(?:(?:I am )?sorry|unfortunately|I am afraid|apologies)[,.!]?\\s+(?:but\\s+)?(?:that|this|it|that information|this information|those details) (?:is|are) (?:strictly |highly )?(?:confidential|private|classified|internal|restricted|proprietary)\\b`,
  `instead,? (?:I (?:can|could|would be happy|am happy|would suggest|suggest|recommend|would recommend)|let me suggest|how about)\\b`,
  `let us (?:change the subject|talk about something else|move on to something else|stick to|keep (?:this|things|it|our conversation) (?:respectful|professional|on topic|focused|appropriate))\\b`,
  `(?:declining|request (?:declined|denied|refused)|access denied|I am afraid not)\\s*(?:[.!—–:;-]|$)`,
  `declining (?:this|that|your)(?: one| request)?\\b|(?:a )?(?:hard|firm|definite|big) no\\b(?![-\\w])|no can do\\b|that is a no from me\\b`,
  // "That's confidential, sorry.", "That's not allowed, I'm afraid."
  `(?:that|this|it|that information|this information|those details) (?:is|are) (?:not (?:allowed|permitted|possible|an option)|(?:strictly |highly )?(?:confidential|private|classified|internal))(?: for me| here)?,?\\s*(?:—|–|-)?\\s*(?:sorry|I am afraid|unfortunately)\\b`,
  // "Absolutely not — that would put people in danger." (not "No, that would not harm…")
  `(?:no|nope|absolutely not|definitely not|certainly not|no way)\\s*[,.!—–-]+\\s*(?:that|this|it|doing (?:that|so)|which)\\s+(?:would|could)\\s+(?!not\\b)(?:\\w+ ){0,4}?(?:danger|endanger|harm|hurt|illegal|unsafe|unethical|fraud|abuse)`,
];

/** Impersonal forms, each its own pattern (merged, they would scan far slower). */
const OTHER_FORMS: readonly string[] = [
  // "That's not something I can help with", "something I can't assist with".
  `\\b(?:not|never) something (?:that )?(?:I|we|(?:this|the|our) (?:assistant|bot|chatbot|service)) (?:(?:am|are|would|will|can|could|do|feel) )?(?:\\w+ly )?(?:able|allowed|permitted|going|willing|comfortable|prepared|in a position|at liberty|can|could|will|do|help|assist|provide|share|discuss|offer|support|handle|cover|engage|be able|be comfortable|feel comfortable|be willing)\\b`,
  `\\bsomething (?:that )?I (?:cannot|will not|must not|am not able to|am unable to|am not allowed to|am not permitted to|am not going to|do not|would not|could not|must decline to|have to decline to|refuse to) (?:${ADV2})?(?:${VERB}|do)\\b`,
  `\\b(?:that|this|it|which) is (?:not|never) (?:a|an|the (?:kind|sort|type) of|information|content|data|advice) (?:[\\w-]+ ){0,2}?(?:that )?I (?:(?:can|could|will|would|should|am (?:able|allowed|permitted|going)|feel comfortable|am comfortable)(?: to)? )?(?:${VERB}|do)\\b`,
  `\\b(?:that|this|it|which|(?:that|this|the|those|these|such) (?:information|details|data)) (?:is|are) not (?:available|mine) to (?:share|disclose|give out|release|reveal|provide|discuss)\\b`,
  `\\bnot what I am (?:here|designed|built|meant|programmed|able|allowed) (?:for|to)\\b`,
  `\\b(?:my|this assistant's) (?:role|purpose|job|scope|function|remit|expertise) is (?:limited|restricted|only|solely|strictly)\\b`,
  `\\bthat is a (?:hard |firm |definite )?no\\b(?![-\\w])|\\bhard pass\\b`,
  // Lines, limits and propriety: "a line I won't cross", "not appropriate for me to".
  `\\b(?:(?:a |the )?line (?:that )?I (?:will not|cannot|do not|must not|would not|refuse to|am not (?:willing|going|prepared) to) cross|(?:crosses|cross|crossing) (?:a|the|my) (?:line|boundary)\\b)`,
  `\\bnot (?:be )?(?:possible|permitted|allowed|appropriate|safe|responsible|right|ethical|wise|okay|ok|proper) for me to\\b`,
  `\\bit is not (?:my place|appropriate for me|for me) to\\b`,
  `\\b(?:would|could|will) (?:not )?be (?:\\w+ )?(?:irresponsible|inappropriate|unethical|wrong|improper|unprofessional|unsafe|dangerous|reckless|a breach of (?:trust|confidentiality|privacy)) (?:of|for) me to\\b`,
  `\\b(?:that is|this is|it is)? ?not (?:going to|gonna) happen\\b(?! again)`,
  `\\blet us not go (?:there|down that)\\b`,
];

/** Forms that need a keyword, each group skipped after one cheap test when its keyword is absent. */
const KEYWORD_GROUPS: readonly { trigger: RegExp; forms: readonly string[] }[] = [
  {
    trigger:
      /off[- ](?:limits|the table)|blocked|prohibited|restricted|disallowed|not (?:allowed|permitted)|filtered/i,
    forms: [
      `\\b(?:that|this|it|those|these)(?: one| topic| subject| request| question)? (?:is|are) off(?:[- ]limits| the table)\\b`,
      // "…is off-limits for me"; a gerund subject: "Giving out staff addresses is off the table".
      `\\boff[- ]limits (?:for|to) me\\b|\\boff the table for me\\b|^[\\w-]+ing\\b[^.!?\\n]{0,60}\\b(?:is|are) off (?:the table|limits)\\b`,
      // "Requests like this are blocked by my safety settings."
      `\\b(?:requests? (?:like (?:this|that|these)|of this (?:kind|type|sort))|(?:this|that|such) (?:kind of |type of )?requests?)(?: is| are| has been| have been| was| would be| gets?)? (?:automatically )?(?:blocked|prohibited|restricted|disallowed|not (?:allowed|permitted)|filtered(?: out)?)\\b|\\b(?:blocked|prohibited|restricted|disallowed|not (?:allowed|permitted)) by my\\b`,
    ],
  },
  {
    trigger: /outside|beyond|within|out of|exceed/i,
    forms: [
      // Scope: "outside the scope of what I can do", "beyond my capabilities".
      `\\b(?:outside|beyond|not within|out of|exceeds?) (?:of )?(?:the )?(?:scope|bounds|limits|boundaries|remit|realm|range|purview) of (?:what I|my|this (?:chat|service|assistant|conversation|channel|bot)|our (?:chat|service|support)|the (?:assistant|chat|service|support))`,
      `\\b(?:outside|beyond|not within|out of) (?:of )?(?:what (?:I|this (?:assistant|bot|service|chat))|my (?:scope|remit|role|capabilit(?:y|ies)|abilit(?:y|ies)|purview|area(?: of (?:responsibility|support|expertise))?|mandate|brief|function|purpose|permissions|authority|guidelines|boundaries|limits|domain|lane|wheelhouse|competence|responsibilit(?:y|ies)))`,
    ],
  },
  {
    trigger:
      /guideline|polic|rules|principle|terms|standards|values|ethics|programming|conduct|instructions|protocol|safeguard|configuration|settings|setup|guardrail/i,
    forms: [
      // Policy: "goes against my guidelines", "would violate our privacy policy",
      // "this request violates our usage policy", "our policy doesn't allow me to".
      `\\bagainst (?:my|our) (?:[\\w-]+ ){0,3}?${POLICY}\\b(?! to (?!${VERB}))`,
      `\\b(?:goes|go|going|would (?:go|be|run)|is|are|runs?|be|was|seems) against ${POLICY_NOUN}`,
      `\\b(?:would|could|might|will|may|to) (?:\\w+ )?(?:violate|breach|contravene|break|infringe(?: on)?|conflict with|go against|run counter to) ${POLICY_NOUN}`,
      `\\b${DEICTIC} (?:\\w+ )?(?:violates|breaches|contravenes|conflicts with|is in violation of|is a violation of|infringes(?: on)?|is prohibited (?:by|under)|is not (?:allowed|permitted) (?:by|under)|is contrary to|runs counter to) (?:${OWNER} )?(?:[\\w-]+ ){0,3}?${POLICY}\\b`,
      `\\b(?:my|our) (?:[\\w-]+ ){0,3}?${POLICY} (?:(?:do|does|would|will) not (?:allow|permit|let) (?:me|us)\\b|(?:prevent|prohibit|forbid|bar|preclude|stop)s? (?:me|us) from\\b)`,
      // The assistant's own rules barring the thing asked: "My settings don't allow changes from
      // the conversation", "my instructions do not permit that".
      `\\bmy (?:[\\w-]+ ){0,2}?${POLICY} (?:do|does|would|will) not (?:allow|permit) (?:that|this|it|any(?: such)?|such|(?:any )?(?:changes?|edits?|modifications?|overrides?|exceptions?|updates?)\\b)`,
    ],
  },
  {
    trigger: /assistant|bot\b/i,
    forms: [
      // Third person: "This assistant cannot provide tax advice."
      `\\b(?:this|the|our|my) (?:[\\w-]+ )?(?:assistant|chatbot|bot)(?: is)? (?:cannot|will not|does not|is not able to|is unable to|is not allowed to|is not permitted to|is not designed to) ${ADV2}${VERB}`,
    ],
  },
  {
    // A customer-service reply that restates the request, then declines as "we": "I understand
    // you'd like us to remove the marker. We're not able to remove accurate information…".
    trigger:
      /\b(?:you(?: would)? like (?:us|me) to|you (?:are|were) asking (?:us|me) to|asking us to|you want(?:ed)? (?:us|me) to|you have asked (?:us|me) to|your request (?:to|for)|regarding your request|(?:sorry|apologies|apologi[sz]e),? (?:but )?we|dear|thank you for (?:contacting|reaching out|getting in touch|your (?:message|e-?mail|enquiry|inquiry|patience|request))|thanks for (?:contacting|reaching out|getting in touch|your (?:message|e-?mail|patience)))\b/i,
    forms: [
      // A letter declines after its preamble: "Dear customer, … After reviewing it, we are
      // unable to release…", "Please be advised that we cannot…".
      `^(?:(?:after|having|upon|on|following|for|due to)\\b[^,.!?\\n]{0,50},\\s*)?(?:(?:I am |we are )?(?:(?:so|very|really|truly) )?(?:sorry|apologies)[,.!]?\\s+(?:but\\s+)?|(?:unfortunately|regrettably|sadly|however),?\\s+|(?:please (?:be advised|note)|we regret to (?:inform you|say)|I am afraid|I regret to (?:inform you|say)) that\\s+)?we (?:cannot|are not able to|are unable to|will not be able to|are not allowed to|are not permitted to|will not) ${ADV2}(?:[a-z]+ (?:or|and) )?${VERB}`,
    ],
  },
  {
    trigger: /\bwe\b/i,
    forms: [
      // "We can't help with that", "we cannot share information about other customers".
      `\\bwe (?:cannot|are not able to|are unable to|will not|are not allowed to|are not permitted to|must decline to|do not) ${ADV2}(?:help|assist) (?:you )?with (?:that|this|it|such|those|these|requests? like)\\b`,
      `\\bwe (?:cannot|are not able to|are unable to|will not|are not allowed to|are not permitted to|do not) ${ADV2}(?:share|disclose|reveal|give out|provide|discuss|release) (?:that|this|it|those|such|any (?:information|details|data) (?:about|on|of|regarding) (?:other|another|someone|third)|(?:information|details|data|anything) (?:about|on|of|regarding) (?:other|another|someone|that|this|third)|other (?:[\\w-]+ )?(?:customers|people|clients|users|members|applicants|employees|patients|staff|colleagues|guests|students|passengers|account ?holders|residents|candidates|individuals)|another (?:[\\w-]+ )?(?:customer|person|client|user|member|applicant|employee|patient|colleague|guest|student|passenger|account ?holder|resident|candidate|individual)|someone else)`,
    ],
  },
];

/** `m`: the head is scanned with one sentence per line, so `^`/`$` are sentence edges. */
export const ENGLISH_REFUSALS: readonly RegExp[] = [
  new RegExp(`${NOT_CONDITIONAL}\\bI(?:${AFTER_I.map((form) => `(?:${form})`).join('|')})`, 'im'),
  new RegExp(`^(?:${SENTENCE_START.map((form) => `(?:${form})`).join('|')})`, 'im'),
  ...OTHER_FORMS.map((form) => new RegExp(form, 'im')),
  // A named assistant opening the reply: "Gemini can't help with that right now."
  /^(?!(?:You|We|They|He|She|It|This|That|Your|The|There)\b)[A-Z][A-Za-z]+ (?:cannot|is not able to|is unable to) (?:help|assist) (?:you )?with (?:that|this)\b/m,
];

/** Keyword-gated English forms: each group runs only when its trigger matches the head. */
export const ENGLISH_GATED_GROUPS: readonly { trigger: RegExp; patterns: readonly RegExp[] }[] =
  KEYWORD_GROUPS.map(({ trigger, forms }) => ({
    trigger,
    patterns: forms.map((form) => new RegExp(form, 'im')),
  }));
