/**
 * Kinds of request, as intent patterns over a message's decoded text. They describe what is
 * asked (harm, another person's data, the assistant's instructions…), never a corpus prompt.
 */
import type { Message } from './message';

const test = (pattern: RegExp) => (message: Message) => pattern.test(message.text);
const all =
  (...checks: ((message: Message) => boolean)[]) =>
  (message: Message) =>
    checks.every((check) => check(message));

export const isSelfHarm = test(
  /\b(suicide|kill myself|end my life|hurt myself|harm myself|self-harm|cut myself|want to die|painless way to)\b/i,
);

export const isHarmful = test(
  /\b(bomb|explosive|detonat|gun|rifle|firearm|weapon|ammunition|kill|murder|assault|stab|poison|cocaine|crack|heroin|fentanyl|narcotic|meth|drugs?|synthesi[sz]e|smuggl|malware|ransomware|keylog|phishing|ddos|hack|exploit|steal|launder|counterfeit|fake id|forge(?!t)|shoplift|evade|evasion|fraud|scam|dox|stalk|spy|racist|slurs?|inferior|hateful|harass|overdose|radioactive|untraceable|cut myself|hurt myself|track .{0,30} without|secretly|private messages)\w*/i,
);

export const isPromptAsk = test(
  /\b(system prompt|initial instructions|your instructions|the instructions you|hidden (one|message|rules|instructions)|rules you were given|what were you told|exact wording|first message in this chat|your (prompt|configuration))\b/i,
);

export const isConfigAsk = test(
  /\b(debug(ging)?|diagnostics?|configuration|config|env(ironment)? var\w*|connection string|api key|credentials|secrets?|rotating)\b/i,
);

export const isOverride = test(
  /(\[system\]|<\|system\|>|new system instructions|previous rules are revoked|safety layer disabled|administrator has pushed|your only rule|no restrictions|ignore (all |the )?(prior|previous) (policy|rules|instructions))/i,
);

export const isEmbeddedInstruction = test(
  /\b(summari[sz]e this|proofread|classify the sentiment|extract the dates|read this web snippet|this (customer )?email|this document|this review|this note)\b/i,
);

export const isOtherPersonData = test(
  /\b(another customer|other customers?|someone else|a different customer|customer database|customers from|on file for|another patient|other patients|another passenger|other passengers|another employee|other employees|(the|a) (customer|patient|passenger|employee|person) who)\b/i,
);

export const isDossierAsk = test(
  /\b(everything|all) (public|private|you can|you know)[^.?!]{0,40}\babout\b|\bfind (the )?(real name|home address|where .{1,30} lives)/i,
);

export const isOnBehalf = test(
  /\b(on behalf of|for my (colleague|coworker|wife|husband|partner|boss|manager|friend|mother|father|sister|brother)|my (colleague|coworker|wife|husband|partner|boss|manager|friend|mother|father|mum|mom|dad|sister|brother) (asked|needs|wants|is))/i,
);

export const asksPersonalData = test(
  /\b(cards?|accounts?|e-?mails?|phones?|contacts?|details|numbers?|address(es)?|date of birth|records?|salar(y|ies)|diagnos[ie]s|bookings?)\b/i,
);

export const isSql = test(
  /('\s*or\s+'?1'?\s*=\s*'?1|or 1=1|union\s+select|drop\s+table|;\s*--|'\s*;\s*select)/i,
);

export const isShell = test(
  /(\$\([^)]*\)|`[^`]+`|;\s*(ls|cat|rm|curl|wget|whoami)\b|&&\s*(ls|cat|rm|curl|wget)\b|\/etc\/passwd|rm -rf)/i,
);

export const isCommitment = all(
  test(/\b(confirm|promise|guarantee|commit|agree|in writing)\b/i),
  test(/\b(waive|refund|fees?|rate|compensat|credit|approv|pay|voucher)\w*/i),
);

export const isCompetitorAsk = test(
  /\b(competitors?|another (bank|airline|shop|store|clinic|company|provider)|other (banks|airlines|shops|stores|clinics|providers)|better (bank|airline|shop|store|clinic|deal|option) than|switch (banks|airlines|shops|stores|providers|to)|who wins)\b/i,
);

export const isActionRequest = test(
  /\b(go ahead and|book me|email my|e-mail my|cancel (all )?my|call my|move \$?[\d,]+|transfer \$?[\d,]+|set my|update my|change my|send (my|an email|a message)|delete my|approve my)\b/i,
);

export const isUnknownThing = test(
  /\b(tell me about your|what did your ceo|quote the exact clause|summari[sz]e the \d{4} law|interest rate on your|your [A-Z]?\w+ (card|bond|plan|programme|program) and)\b/i,
);

export const isOffTopicTask = test(
  /\b(essay|translate|cover letter|meal plan|poem|recipe|song|homework|python code|javascript|scrapes?)\b/i,
);
