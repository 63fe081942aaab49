import type { ScanContext } from '../context';
import { StreamReader } from '../io/stream-reader';
import { RULES } from '../rules';
import { findEncodedPayload, looksLikePickle } from '../text-patterns';
import type { FindingInput } from '../types';
import { classifyGlobal, type GlobalVerdict } from './policy';
import { walkPickle, type PickleEvent, type Where } from './walker';

type Import = Where & { global: string; verdict: GlobalVerdict; calls: Where[]; count: number };
type Pending = Parameters<ScanContext['report']>[1];

/** Turns the walker's events for one pickle into findings, held until the pickle is judged. */
class PickleFindings {
  private readonly imports = new Map<string, Import>();
  private readonly other: Pending[] = [];
  readonly nestedPickles: { data: Buffer; offset: number }[] = [];
  private malformed = 0;

  add(event: PickleEvent): void {
    const where = { offset: event.offset, position: event.position, operator: event.op };
    switch (event.kind) {
      case 'import': {
        const global = `${event.module}.${event.name}`;
        const seen = this.imports.get(global);
        if (seen) seen.count++;
        else {
          const verdict = classifyGlobal(event.module, event.name);
          this.imports.set(global, { ...event, global, verdict, calls: [], count: 1 });
        }
        break;
      }
      case 'call': {
        const target = event.global === undefined ? undefined : this.imports.get(event.global);
        target?.calls.push(event);
        break;
      }
      case 'unresolved':
        this.other.push({
          rule: RULES.unresolvedGlobal,
          message: `${event.op} imports a global whose module and name are not plain strings (${event.detail}).`,
          ...where,
        });
        break;
      case 'ext':
        this.other.push({
          rule: RULES.extensionCode,
          message: `${event.op} imports the global registered as extension code ${event.code}; which one depends on the loading program.`,
          global: `copyreg extension ${event.code}`,
          ...where,
        });
        break;
      case 'string':
        this.inspectString(event.value, event.text, where);
        break;
      case 'skipped-string':
        break;
      case 'malformed':
        if (this.malformed++ === 0)
          this.other.push({
            rule: RULES.malformedPickle,
            message: `Malformed pickle: ${event.detail} (${event.op} at opcode ${event.position}).`,
            ...where,
          });
        break;
    }
  }

  private inspectString(
    value: Buffer,
    text: boolean,
    where: Omit<FindingInput, 'ruleId' | 'severity' | 'message'>,
  ) {
    if (!text && looksLikePickle(value)) {
      this.nestedPickles.push({ data: value, offset: where.offset ?? 0 });
      return;
    }
    const payload = findEncodedPayload(value.toString(text ? 'utf8' : 'latin1'));
    if (!payload) return;
    this.other.push({
      rule: RULES.encodedPayload,
      message:
        payload.kind === 'pickle'
          ? `A ${payload.encoding}-encoded pickle is stored in a string; it is scanned as well.`
          : `A ${payload.encoding}-encoded string decodes to code: ${JSON.stringify(payload.decoded.toString('latin1').slice(0, 120))}`,
      ...where,
    });
    if (payload.kind === 'pickle')
      this.nestedPickles.push({ data: payload.decoded, offset: where.offset ?? 0 });
  }

  get hasDangerous(): boolean {
    return [...this.imports.values()].some((entry) => entry.verdict === 'dangerous');
  }

  noteEndWithoutStop(offset: number, position: number): void {
    if (this.malformed === 0)
      this.add({
        kind: 'malformed',
        detail: 'the stream ends before STOP',
        offset,
        position,
        op: 'EOF',
      });
  }

  flush(ctx: ScanContext): void {
    for (const entry of this.imports.values()) {
      if (entry.verdict === 'safe') continue;
      const first = entry.calls[0];
      const called = first
        ? ` and calls it (${first.op} at opcode ${first.position}${entry.calls.length > 1 ? `, ${entry.calls.length} calls` : ''})`
        : '';
      const times = entry.count > 1 ? ` (${entry.count} imports)` : '';
      const dangerous = entry.verdict === 'dangerous';
      ctx.report('pickle', {
        rule: dangerous ? RULES.dangerousGlobal : RULES.unknownGlobal,
        message: dangerous
          ? `Imports ${entry.global} with ${entry.op}${called}${times}: loading this pickle runs it.`
          : `Imports ${entry.global} with ${entry.op}${called}${times}; it is not on the allow-list of globals that model libraries write.`,
        global: entry.global,
        operator: first?.op ?? entry.op,
        offset: entry.offset,
        position: entry.position,
      });
    }
    for (const pending of this.other) ctx.report('pickle', pending);
  }
}

/**
 * Scans a stream of one or more pickles (several pickles back to back are loaded one after the
 * other by `pickle.load` loops and by legacy torch.save). Findings of a later "pickle" that does
 * not parse are dropped (legacy PyTorch stores raw tensor bytes there) unless it imports
 * something dangerous.
 */
export async function scanPickleStream(ctx: ScanContext, reader: StreamReader): Promise<void> {
  let position = 0;
  for (let index = 0; ; index++) {
    const start = reader.offset;
    const findings = new PickleFindings();
    const result = await walkPickle(reader, (event) => findings.add(event), {
      maxString: ctx.limits.maxPickleString,
      firstPosition: position,
    });
    position += result.opcodes;
    if (result.outcome === 'empty') {
      if (index === 0)
        ctx.report('pickle', {
          rule: RULES.malformedPickle,
          message: 'The pickle stream is empty.',
          offset: start,
        });
      return;
    }
    if (result.outcome === 'truncated') findings.noteEndWithoutStop(reader.offset, position);
    if (index > 0 && result.outcome !== 'stop' && !findings.hasDangerous) {
      ctx.report('pickle', {
        rule: RULES.trailingData,
        message: `${index} pickle(s) followed by data that is not a pickle, from byte ${start}.`,
        offset: start,
      });
      return;
    }
    findings.flush(ctx);
    for (const nested of findings.nestedPickles) {
      if (ctx.depth >= ctx.limits.maxDepth) break;
      await scanPickleStream(
        ctx.child(`pickle@${nested.offset}`),
        StreamReader.fromBuffer(nested.data),
      );
    }
    if (result.outcome !== 'stop') return;
  }
}
