/**
 * Writes a small, valid PDF for a demo e-book: a title page and the book's blurb, wrapped to the page.
 * Hand-written (no PDF library) because a sample file is all a demo digital product needs.
 */
export interface EbookContent {
  title: string;
  author: string;
  paragraphs: string[];
}

const PAGE_WIDTH = 420;
const PAGE_HEIGHT = 595;
const MARGIN = 48;
const CHARS_PER_LINE = 62;

// PDF strings use Latin-1 with the standard fonts; other characters become '?'.
function pdfText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '?')
    .replace(/([\\()])/g, '\\$1');
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function page(lines: { text: string; size: number; gap: number }[]): string {
  let y = PAGE_HEIGHT - MARGIN;
  const ops = ['BT'];
  for (const l of lines) {
    y -= l.gap;
    ops.push(`/F1 ${l.size} Tf 1 0 0 1 ${MARGIN} ${y} Tm (${pdfText(l.text)}) Tj`);
  }
  ops.push('ET');
  return ops.join('\n');
}

export function renderEbookPdf(content: EbookContent): Buffer {
  const titlePage = page([
    ...wrap(content.title, 28).map((text, i) => ({ text, size: 24, gap: i === 0 ? 120 : 30 })),
    { text: content.author ? `by ${content.author}` : '', size: 14, gap: 40 },
    { text: 'Sample edition from the PickBazar demo shop', size: 10, gap: 260 },
  ]);
  const body = content.paragraphs.flatMap((p) => wrap(p, CHARS_PER_LINE));
  const textPage = page(body.slice(0, 40).map((text, i) => ({ text, size: 11, gap: i === 0 ? 20 : 15 })));

  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R 5 0 R] /Count 2 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 7 0 R >> >> /Contents 4 0 R >>`,
    stream(titlePage),
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 7 0 R >> >> /Contents 6 0 R >>`,
    stream(textPage),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Times-Roman /Encoding /WinAnsiEncoding >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

function stream(content: string): string {
  return `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`;
}
