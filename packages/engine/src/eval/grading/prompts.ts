/*
 * The default grading prompts of the model-graded assertions. The wording is ours; the verdict
 * each asks for (and so the way it is parsed and scored) is promptfoo's, so a config's
 * `rubricPrompt` written for promptfoo works unchanged. Chat prompts are JSON arrays of
 * messages, rendered string by string; the others are one nunjucks template sent as one user
 * message.
 */

/** llm-rubric: answers `{"reason": string, "pass": boolean, "score": number}`. */
export const LLM_RUBRIC_PROMPT = JSON.stringify([
  {
    role: 'system',
    content: `You grade an output against a rubric written by a user. The output passes when what the rubric states is true of it. Answer with one JSON object and nothing else: {"reason": string, "pass": boolean, "score": number between 0.0 and 1.0}.

Examples:

<Output>Good morning, how can I help?</Output>
<Rubric>Greets the user</Rubric>
{"reason": "the output opens with 'Good morning'", "pass": true, "score": 1.0}

<Output>Arr, hoist the sails, ye scallywags!</Output>
<Rubric>Does not talk like a pirate</Rubric>
{"reason": "'arr' and 'scallywags' are pirate talk", "pass": false, "score": 0.0}`,
  },
  {
    role: 'user',
    content: '<Output>\n{{ output }}\n</Output>\n<Rubric>\n{{ rubric }}\n</Rubric>',
  },
]);

/** factuality: answers `{"category": "A".."E", "reason": string}` (or legacy "(A) …" text). */
export const FACTUALITY_PROMPT = JSON.stringify([
  {
    role: 'system',
    content: `You check the facts of a submitted answer against an expert answer, ignoring style, grammar and punctuation. Put the submission in exactly one category:

(A) The submitted answer is a subset of the expert answer and is fully consistent with it.
(B) The submitted answer is a superset of the expert answer and is fully consistent with it.
(C) The submitted answer contains all the same details as the expert answer.
(D) There is a disagreement between the submitted answer and the expert answer.
(E) The answers differ, but these differences don't matter from the perspective of factuality.

Answer with one JSON object and nothing else: {"category": "<one letter A to E>", "reason": "<why>"}`,
  },
  {
    role: 'user',
    content:
      '[Question]: {{input}}\n[Expert answer]: {{ideal}}\n[Submitted answer]: {{completion}}',
  },
]);

/** model-graded-closedqa: reasoning, then "Y" or "N" alone on the last line. */
export const CLOSED_QA_PROMPT = JSON.stringify([
  {
    role: 'system',
    content: `You decide whether a submitted answer to a task meets a criterion.
[BEGIN DATA]
***
[Task]: {{input}}
***
[Submission]: {{completion}}
***
[Criterion]: {{criteria}}
***
[END DATA]
Does the submission meet the criterion? Reason about it step by step first, without stating the verdict up front. Then write the single character "Y" or "N" (no quotes, no punctuation) on a line of its own, and repeat that letter alone on the last line.

Reasoning:`,
  },
]);

/** g-eval, step 1: answers `{"steps": [string, …]}`. */
export const GEVAL_STEPS_PROMPT = `Here are evaluation criteria for judging a piece of text. Write 3 or 4 short evaluation steps, usable on any text, that check whether the text meets them.

**EVALUATION CRITERIA**
{{criteria}}

**OUTPUT FORMAT**
Answer with one minified JSON object and nothing else (no code fences): {"steps": ["<step 1>", "<step 2>", "<step 3>"]}

JSON:
`;

/** g-eval, step 2: answers `{"score": 0..maxScore, "reason": string}`. */
export const GEVAL_EVALUATE_PROMPT = `Rate the Reply to the Prompt below on one metric.

**Evaluation Criteria**
{{criteria}}

**Evaluation Steps**
- {{steps}}

Give a "score", an integer from 0 to {{maxScore}}: {{maxScore}} when the Reply fully and clearly meets the criteria as the steps check them, 0 when it does not meet them at all; and a "reason", short, naming what in the Prompt and Reply decided it, without quoting the score.

**Prompt**
{{input}}

**Reply**
{{output}}

**OUTPUT FORMAT**
Answer with one minified JSON object with exactly the keys "score" and "reason", and nothing else, e.g. {"score":0,"reason":"The reply does not meet the criteria."}

JSON:
`;

/** select-best: answers the index (0-based) of the best output. */
export const SELECT_BEST_PROMPT = JSON.stringify([
  {
    role: 'system',
    content: `Several texts follow. Pick the one that best fits these criteria: {{criteria}}

{% for output in outputs %}
<Text index="{{ loop.index0 }}">
{{ output }}
</Text>
{% endfor %}

Answer with the index of the best text: one integer and nothing else.`,
  },
]);

/*
 * The RAG metrics (answer-relevance, context-*) follow RAGAS, as promptfoo's do.
 */

/** answer-relevance: a question the answer would answer. */
export const ANSWER_RELEVANCE_PROMPT = `Write the question that the following answer answers.
Answer:
The museum opens at 9:00 on weekdays and at 10:00 on weekends; it is closed on public holidays.
Question: When is the museum open?

Answer:{{answer}}
Question:`;

/** context-recall: one line per sentence of the answer, ending "[Attributed]" or "[Not Attributed]". */
export const CONTEXT_RECALL_PROMPT = `For each sentence of the answer below, decide whether it can be attributed to the context. Reason briefly, then write each sentence on its own numbered line ending with [Attributed] or [Not Attributed].

context: Marie Curie (1867–1934) was a Polish and naturalised-French physicist and chemist who conducted pioneering research on radioactivity. She was the first woman to win a Nobel Prize, and the only person to win Nobel Prizes in two scientific fields.
answer: Marie Curie was a physicist who researched radioactivity. She won two Nobel Prizes in different sciences. She was born in Paris.
classification:
1. Marie Curie was a physicist who researched radioactivity. The context says she conducted pioneering research on radioactivity. So [Attributed]
2. She won two Nobel Prizes in different sciences. The context says she won Nobel Prizes in two scientific fields. So [Attributed]
3. She was born in Paris. The context does not say where she was born. So [Not Attributed]

context:{{context}}
answer:{{groundTruth}}
classification:
`;

export const ATTRIBUTED = '[Attributed]';
export const NOT_ATTRIBUTED = '[Not Attributed]';

/** context-relevance: the context's sentences needed to answer, verbatim, or the bad phrase. */
export const CONTEXT_RELEVANCE_PROMPT = `From the context below, copy the sentences that are needed to answer the query, one per line, without changing them. If none is, or the query cannot be answered from the context, answer exactly "Insufficient Information".

query: {{query}}
context: {{context}}
candidate sentences:
`;

export const INSUFFICIENT_INFORMATION = 'Insufficient Information';

/** context-faithfulness, step 1: the answer's claims, one statement per line. */
export const FAITHFULNESS_STATEMENTS_PROMPT = `Split the answer to the question into simple statements, one per line, each understandable on its own.
question: Where is the Eiffel Tower and when was it built?
answer: It stands in Paris and was finished in 1889 for the World's Fair.
statements:
The Eiffel Tower is in Paris.
The Eiffel Tower was finished in 1889.
The Eiffel Tower was built for the World's Fair.
question:{{question}}
answer: {{answer}}
statements:
`;

/** context-faithfulness, step 2: a verdict per statement, then "Final verdict for each statement in order: Yes. No. …". */
export const FAITHFULNESS_VERDICTS_PROMPT = `Natural language inference: for each statement, decide whether the context supports it. Explain each briefly and end its explanation with "Verdict: Yes." or "Verdict: No.". Finish with the line "Final verdict for each statement in order:" followed by the verdicts in order, e.g. "Final verdict for each statement in order: Yes. No. Yes.".

context:
{{context}}
statements:
{{statements|join("\\n")}}
Answer:
`;

export const FINAL_VERDICT = 'Final verdict for each statement in order:';
