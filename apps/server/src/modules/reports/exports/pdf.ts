import type { Readable } from 'node:stream';
import type {
  FrameworkItemStatus,
  PublicReport,
  ReportChange,
  ReportVulnerability,
  SuccessRate,
} from '@crucible/shared';
import PDFDocument from 'pdfkit';
import type { ExportInput } from './export-input';
import { oneLine, percent } from './text';

/*
 * The report as a PDF, drawn with pdfkit (no browser): header, risk, attack success rate with
 * its 95 % interval, counts by severity, bar charts of the rate by plugin, category and
 * strategy, the vulnerabilities with one example conversation each, the framework views and
 * usage; each page numbered. Pages are written to the stream as they fill (pdfkit flushes a
 * page when the next begins), and the drawing yields between sections so a large report
 * neither holds the event loop nor the whole file.
 *
 * The standard PDF fonts carry Windows-1252 only: other characters print as '?'.
 */

const MARGIN = 50;
const FOOTER = 28;
const INK = '#1f2328';
const MUTED = '#5f6b76';
const RULE = '#d0d7de';
const BAR = '#c62828';
const BAR_TRACK = '#eef1f4';

export const LEVEL_COLOURS: Record<string, string> = {
  critical: '#b71c1c',
  high: '#e65100',
  medium: '#b58100',
  low: '#1565c0',
  none: '#2e7d32',
};
const STATUS: Record<FrameworkItemStatus, { label: string; colour: string }> = {
  fail: { label: 'FAIL', colour: '#c62828' },
  pass: { label: 'PASS', colour: '#2e7d32' },
  undecided: { label: 'UNDECIDED', colour: '#ef6c00' },
  not_tested: { label: 'NOT TESTED', colour: '#8c959f' },
};
export const CHANGE_LABELS: Record<ReportChange, string> = {
  new: 'New',
  regressed: 'Regressed',
  still_open: 'Still open',
  fixed: 'Fixed',
};
/** Bars per chart: the highest rates (the tables of the web report list every one). */
const CHART_ROWS = 20;
const TURNS_SHOWN = 4;
const TURN_MAX = 600;

// Windows-1252's characters beyond Latin-1.
const CP1252_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
/** Text the standard fonts can draw: anything else becomes '?'. */
export function pdfText(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (char === '\n' || (code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff)) {
      out += char;
    } else if (char === '\t') out += '  ';
    else if (CP1252_EXTRA.includes(char)) out += char;
    else if (code >= 0x20) out += '?';
  }
  return out;
}

const rateText = (asr: SuccessRate) =>
  asr.rate === null ? 'not graded' : `${percent(asr.rate)} % (${asr.failed}/${asr.graded})`;
const intervalText = (asr: SuccessRate) =>
  asr.lower === null || asr.upper === null
    ? ''
    : `95 % Wilson interval ${percent(asr.lower)}–${percent(asr.upper)} %`;
const utc = (iso: string | null) =>
  iso ? `${iso.slice(0, 16).replace('T', ' ')} UTC` : 'not recorded';
const duration = (seconds: number | null) => {
  if (seconds === null) return 'not recorded';
  if (seconds < 60) return `${Math.round(seconds)} s`;
  const minutes = Math.floor(seconds / 60);
  return minutes < 60
    ? `${minutes} min ${Math.round(seconds % 60)} s`
    : `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
};
const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

type Doc = PDFKit.PDFDocument;

class ReportPdf {
  private page = 0;
  constructor(
    readonly doc: Doc,
    readonly report: PublicReport,
  ) {
    doc.on('pageAdded', () => this.decorate());
    this.decorate();
  }

  get width() {
    return this.doc.page.width - 2 * MARGIN;
  }
  private get bottom() {
    return this.doc.page.height - MARGIN;
  }

  /** The running header and page number, drawn as each page begins. */
  private decorate() {
    const { doc, report } = this;
    this.page += 1;
    const y = doc.y;
    // A paragraph that runs onto this page goes on in its own font: keep it.
    const state = doc as unknown as { _font: unknown; _fontSize: number; _fillColor: unknown };
    const { _font: font, _fontSize: size, _fillColor: fill } = state;
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font('Helvetica').fontSize(8).fillColor(MUTED);
    const line = pdfText(`Crucible red-team report · ${report.header.targetName}`);
    doc.text(line, MARGIN, MARGIN - 28, {
      width: this.width * 0.65,
      lineBreak: false,
      ellipsis: true,
    });
    doc.text(pdfText(`from scan: ${report.header.evalId}`), MARGIN, MARGIN - 28, {
      width: this.width,
      align: 'right',
      lineBreak: false,
    });
    doc.text(`Page ${this.page}`, MARGIN, doc.page.height - FOOTER, {
      width: this.width,
      align: 'center',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottomMargin;
    doc.x = MARGIN;
    doc.y = y;
    state._font = font;
    state._fontSize = size;
    state._fillColor = fill;
  }

  /** A new page unless `height` more points fit on this one. */
  room(height: number) {
    if (this.doc.y + height > this.bottom) this.doc.addPage();
    this.doc.x = MARGIN;
  }

  text(
    text: string,
    options: { font?: string; size?: number; colour?: string; indent?: number; gap?: number } = {},
  ) {
    const { doc } = this;
    const indent = options.indent ?? 0;
    doc
      .font(options.font ?? 'Helvetica')
      .fontSize(options.size ?? 10)
      .fillColor(options.colour ?? INK);
    const content = pdfText(text);
    this.room(Math.min(doc.heightOfString(content, { width: this.width - indent }), 60));
    doc.text(content, MARGIN + indent, doc.y, { width: this.width - indent });
    if (options.gap) doc.moveDown(options.gap);
    doc.fillColor(INK);
  }

  heading(text: string) {
    this.room(70);
    this.doc.moveDown(0.6);
    this.text(text, { font: 'Helvetica-Bold', size: 14, gap: 0.1 });
    const y = this.doc.y;
    this.doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + this.width, y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    this.doc.y = y + 6;
  }

  /** A small coloured label; returns its width. */
  tag(label: string, colour: string, x: number, y: number): number {
    const { doc } = this;
    doc.font('Helvetica-Bold').fontSize(7.5);
    const w = doc.widthOfString(label) + 8;
    doc.roundedRect(x, y, w, 12, 2).fill(colour);
    doc.fillColor('#ffffff').text(label, x + 4, y + 2.6, { lineBreak: false });
    doc.fillColor(INK);
    return w;
  }

  /** Horizontal bars of attack success rate with their 95 % interval as a whisker. */
  barChart(title: string, rows: { name: string; asr: SuccessRate }[], total: number) {
    const { doc } = this;
    const labelW = 150;
    const valueW = 95;
    const barW = this.width - labelW - valueW - 10;
    const rowH = 15;
    this.room(30 + Math.min(rows.length, 4) * rowH);
    this.text(title, { font: 'Helvetica-Bold', size: 10.5, gap: 0.2 });
    for (const row of rows) {
      this.room(rowH);
      const y = doc.y;
      doc.font('Helvetica').fontSize(8.5).fillColor(INK);
      doc.text(pdfText(row.name), MARGIN, y + 2, {
        width: labelW - 6,
        lineBreak: false,
        ellipsis: true,
      });
      const x0 = MARGIN + labelW;
      doc.rect(x0, y + 1, barW, rowH - 4).fill(BAR_TRACK);
      if (row.asr.rate !== null) {
        if (row.asr.rate > 0)
          doc.rect(x0, y + 1, Math.max(1, barW * row.asr.rate), rowH - 4).fill(BAR);
        if (row.asr.lower !== null && row.asr.upper !== null) {
          const mid = y + (rowH - 4) / 2 + 1;
          const lx = x0 + barW * row.asr.lower;
          const ux = x0 + barW * row.asr.upper;
          doc.lineWidth(0.8).strokeColor(INK);
          doc.moveTo(lx, mid).lineTo(ux, mid).stroke();
          doc
            .moveTo(lx, mid - 3)
            .lineTo(lx, mid + 3)
            .stroke();
          doc
            .moveTo(ux, mid - 3)
            .lineTo(ux, mid + 3)
            .stroke();
        }
      }
      doc.fillColor(INK).font('Helvetica').fontSize(8.5);
      doc.text(rateText(row.asr), x0 + barW + 8, y + 2, { width: valueW, lineBreak: false });
      doc.x = MARGIN;
      doc.y = y + rowH;
    }
    if (total > rows.length) {
      this.text(`The ${rows.length} highest of ${total}; the bars' whiskers are 95 % intervals.`, {
        size: 8,
        colour: MUTED,
      });
    } else {
      this.text("The bars' whiskers are 95 % Wilson intervals.", { size: 8, colour: MUTED });
    }
    doc.moveDown(0.6);
  }

  /** A row of figure boxes: a label, a big value (coloured), a note. */
  tiles(items: { label: string; value: string; colour: string; note: string }[]) {
    const { doc } = this;
    const gap = 10;
    const w = (this.width - gap * (items.length - 1)) / items.length;
    const h = 80;
    this.room(h + 10);
    const y = doc.y;
    items.forEach((item, index) => {
      const x = MARGIN + index * (w + gap);
      doc.roundedRect(x, y, w, h, 4).lineWidth(0.8).strokeColor(RULE).stroke();
      doc.font('Helvetica').fontSize(8.5).fillColor(MUTED);
      doc.text(pdfText(item.label), x + 8, y + 7, { width: w - 16, lineBreak: false });
      doc.font('Helvetica-Bold').fontSize(17).fillColor(item.colour);
      doc.text(pdfText(item.value), x + 8, y + 20, {
        width: w - 16,
        lineBreak: false,
        ellipsis: true,
      });
      doc.font('Helvetica').fontSize(8).fillColor(MUTED);
      doc.text(pdfText(item.note), x + 8, y + 43, { width: w - 16, height: 32, ellipsis: true });
    });
    doc.fillColor(INK);
    doc.x = MARGIN;
    doc.y = y + h + 10;
  }

  /** A simple table: bold header, thin rules, columns of given widths (fractions of the page). */
  table(columns: { title: string; width: number; align?: 'left' | 'right' }[], rows: string[][]) {
    const { doc } = this;
    const draw = (cells: string[], bold: boolean) => {
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
      const heights = cells.map((cell, i) =>
        doc.heightOfString(pdfText(cell), { width: columns[i]!.width * this.width - 6 }),
      );
      const h = Math.max(...heights) + 6;
      this.room(h);
      const y = doc.y;
      let x = MARGIN;
      cells.forEach((cell, i) => {
        const w = columns[i]!.width * this.width;
        doc.fillColor(INK).text(pdfText(cell), x + 3, y + 3, {
          width: w - 6,
          align: columns[i]!.align ?? 'left',
        });
        x += w;
      });
      doc
        .moveTo(MARGIN, y + h)
        .lineTo(MARGIN + this.width, y + h)
        .lineWidth(0.4)
        .strokeColor(RULE)
        .stroke();
      doc.x = MARGIN;
      doc.y = y + h;
    };
    draw(
      columns.map((column) => column.title),
      true,
    );
    for (const row of rows) draw(row, false);
    doc.moveDown(0.5);
  }
}

function summary(pdf: ReportPdf, report: PublicReport) {
  const { header } = report;
  const { doc } = pdf;
  doc.font('Helvetica').fontSize(10).fillColor(MUTED).text('Red-team report', MARGIN, MARGIN);
  pdf.text(header.targetName, { font: 'Helvetica-Bold', size: 20 });
  pdf.text(`from scan: ${header.evalId}`, {
    font: 'Helvetica-Bold',
    size: 11,
    colour: MUTED,
    gap: 0.4,
  });
  const p = header.probes;
  const lines = [
    `Template: ${header.templateName ?? 'ad-hoc configuration'}`,
    `Started ${utc(header.startedAt)} · finished ${utc(header.finishedAt)} · took ${duration(header.durationSeconds)}`,
    `Probes: ${p.planned} planned · ${p.passed} resisted, ${p.failed} got through, ${p.undecided} undecided, ${p.errors} errors`,
    report.comparedWith
      ? `Changes are against the previous completed scan of this target, ${report.comparedWith.evalId} (finished ${utc(report.comparedWith.finishedAt)}).`
      : 'The first completed scan of this target: every vulnerability is new.',
  ];
  for (const line of lines) pdf.text(line, { size: 9.5 });
  doc.moveDown(0.8);

  const failing = report.vulnerabilities.filter((v) => v.change !== 'fixed');
  const fixed = report.vulnerabilities.length - failing.length;
  pdf.tiles([
    {
      label: 'Risk score (0–10)',
      value: `${report.risk.score.toFixed(1)} ${report.risk.level.toUpperCase()}`,
      colour: LEVEL_COLOURS[report.risk.level] ?? INK,
      note: 'The worst plugin × strategy: severity, exploitability, success.',
    },
    {
      label: 'Attack success rate',
      value: report.attackSuccess.rate === null ? 'n/a' : `${percent(report.attackSuccess.rate)} %`,
      colour: INK,
      note: `${report.attackSuccess.failed} of ${report.attackSuccess.graded} graded probes. ${intervalText(report.attackSuccess)}`,
    },
    {
      label: 'Vulnerabilities',
      value: String(failing.length),
      colour: failing.length > 0 ? BAR : LEVEL_COLOURS.none!,
      note: `${failing.filter((v) => v.change === 'new').length} new, ${failing.filter((v) => v.change === 'regressed').length} regressed, ${fixed} fixed since the previous scan`,
    },
  ]);

  pdf.heading('Vulnerabilities by severity');
  pdf.table(
    [
      { title: 'Severity', width: 0.4 },
      { title: 'Vulnerabilities', width: 0.3, align: 'right' },
      { title: 'Probes that got through', width: 0.3, align: 'right' },
    ],
    report.severities.map((s) => [s.severity, String(s.vulnerabilities), String(s.failedProbes)]),
  );
}

function charts(pdf: ReportPdf, report: PublicReport) {
  pdf.heading('Attack success rate');
  const top = <T extends { asr: SuccessRate }>(rows: T[]) =>
    [...rows].sort((a, b) => (b.asr.rate ?? -1) - (a.asr.rate ?? -1)).slice(0, CHART_ROWS);
  pdf.barChart('By plugin', top(report.plugins), report.plugins.length);
  pdf.barChart('By category', top(report.categories), report.categories.length);
  pdf.barChart(
    'By strategy (which disguises get through best)',
    top(report.strategies),
    report.strategies.length,
  );
}

function vulnerability(pdf: ReportPdf, v: ReportVulnerability) {
  const { doc } = pdf;
  pdf.room(90);
  doc.moveDown(0.3);
  const y = doc.y;
  let x = MARGIN;
  x += pdf.tag(v.severity.toUpperCase(), LEVEL_COLOURS[v.severity] ?? INK, x, y) + 4;
  x += pdf.tag(CHANGE_LABELS[v.change], v.change === 'fixed' ? '#2e7d32' : '#57606a', x, y) + 6;
  doc.font('Helvetica-Bold').fontSize(11).fillColor(INK);
  doc.text(pdfText(`${v.pluginName}`), x, y, {
    width: MARGIN + pdf.width - x,
    lineBreak: false,
    ellipsis: true,
  });
  doc.x = MARGIN;
  doc.y = y + 16;
  const previous = v.previous ? ` · previous scan: ${v.previous.failed}/${v.previous.graded}` : '';
  pdf.text(
    `${v.pluginId} · ${v.category} · attack success ${rateText(v.asr)}, ${intervalText(v.asr)}${previous}${v.issueStatus ? ` · vulnerability ${v.issueStatus.replace('_', ' ')}` : ''}`,
    { size: 8.5, colour: MUTED, gap: 0.2 },
  );
  const example = v.examples[0];
  if (!example) {
    pdf.text('No example conversation was kept.', { size: 9, colour: MUTED, gap: 0.5 });
    return;
  }
  const which = example.scan === 'previous' ? ' (from the previous scan)' : '';
  pdf.text(`Example · ${example.strategyName}${which}`, { font: 'Helvetica-Bold', size: 9 });
  const turns = example.turns.slice(-TURNS_SHOWN);
  if (example.turns.length > turns.length || example.truncated) {
    pdf.text('(trimmed)', { size: 8, colour: MUTED, indent: 10 });
  }
  for (const turn of turns) {
    const text =
      turn.content.length > TURN_MAX ? `${turn.content.slice(0, TURN_MAX)}...` : turn.content;
    pdf.text(
      `${turn.role === 'user' ? 'Attacker' : turn.role === 'assistant' ? 'Target' : turn.role}:`,
      {
        font: 'Helvetica-Bold',
        size: 8.5,
        colour: MUTED,
        indent: 10,
      },
    );
    pdf.text(text, { font: 'Courier', size: 8, indent: 18, gap: 0.2 });
  }
  if (example.reason) {
    pdf.text(`Grader: ${oneLine(example.reason, 400)}`, {
      font: 'Helvetica-Oblique',
      size: 8.5,
      indent: 10,
    });
  }
  doc.moveDown(0.6);
}

function frameworks(pdf: ReportPdf, report: PublicReport) {
  pdf.heading('Framework views');
  for (const framework of report.frameworks) {
    const s = framework.summary;
    pdf.room(50);
    pdf.text(framework.name, { font: 'Helvetica-Bold', size: 11 });
    pdf.text(
      `${s.pass} pass · ${s.fail} fail · ${s.undecided} undecided · ${s.notTested} not tested`,
      {
        size: 8.5,
        colour: MUTED,
        gap: 0.3,
      },
    );
    for (const item of framework.items) {
      const evidence = item.plugins
        .map(
          (p) =>
            `${p.name} (${p.failed} failed, ${p.passed} passed${p.undecided ? `, ${p.undecided} undecided` : ''})`,
        )
        .join('; ');
      const detail = evidence || 'none of its plugins ran in this scan';
      const { doc } = pdf;
      doc.font('Helvetica').fontSize(8.5);
      const textW = pdf.width - 72;
      const body = pdfText(item.name);
      const note = pdfText(oneLine(detail, 300));
      const h =
        doc.heightOfString(body, { width: textW }) +
        doc.fontSize(7.5).heightOfString(note, { width: textW }) +
        4;
      pdf.room(h);
      const y = doc.y;
      const status = STATUS[item.status];
      pdf.tag(status.label, status.colour, MARGIN, y);
      doc
        .font('Helvetica')
        .fontSize(8.5)
        .fillColor(INK)
        .text(body, MARGIN + 72, y + 1, { width: textW });
      doc
        .font('Helvetica')
        .fontSize(7.5)
        .fillColor(MUTED)
        .text(note, MARGIN + 72, doc.y, { width: textW });
      doc.fillColor(INK);
      doc.x = MARGIN;
      doc.y = Math.max(doc.y, y + 14) + 3;
    }
    pdf.doc.moveDown(0.6);
  }
}

function usage(pdf: ReportPdf, report: PublicReport) {
  const { tokens, cost, latency } = report.usage;
  const ms = (value: number | null) => (value === null ? '-' : `${Math.round(value)} ms`);
  pdf.heading('Tokens, cost and latency');
  pdf.table(
    [
      { title: 'Figure', width: 0.45 },
      { title: 'Value', width: 0.55 },
    ],
    [
      [
        'Tokens (prompt / completion / total)',
        tokens.probes === 0
          ? 'not reported'
          : `${tokens.prompt} / ${tokens.completion} / ${tokens.total} over ${tokens.probes} probes`,
      ],
      [
        'Cost',
        cost.usd === null ? 'not reported' : `$${cost.usd.toFixed(4)} over ${cost.probes} probes`,
      ],
      [
        'Latency (average / p50 / p95 / max)',
        `${ms(latency.avgMs)} / ${ms(latency.p50Ms)} / ${ms(latency.p95Ms)} / ${ms(latency.maxMs)} over ${latency.probes} probes`,
      ],
    ],
  );
}

async function draw(pdf: ReportPdf, report: PublicReport) {
  summary(pdf, report);
  await tick();
  charts(pdf, report);
  await tick();
  pdf.heading('Vulnerabilities');
  if (report.vulnerabilities.length === 0) {
    pdf.text('No probe got through: this scan found no vulnerability.', { size: 10 });
  }
  for (const [index, v] of report.vulnerabilities.entries()) {
    vulnerability(pdf, v);
    if (index % 10 === 9) await tick();
  }
  await tick();
  frameworks(pdf, report);
  usage(pdf, report);
}

/** The report's PDF as a stream; an error while drawing destroys the stream with it. */
export function reportPdf({ report }: ExportInput): Readable {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: false,
    info: {
      Title: pdfText(`Red-team report: ${report.header.targetName} (${report.header.evalId})`),
      Author: 'Crucible',
      Subject: `from scan: ${report.header.evalId}`,
    },
  });
  const pdf = new ReportPdf(doc, report);
  draw(pdf, report).then(
    () => doc.end(),
    (error: unknown) => doc.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return doc;
}
