import { inkOn, mix, tint } from './color';
import { headline } from './promo';
import { f, type Pen } from './pen';
import { groundAndInk, sceneBackground } from './scene-kit';
import { fit, textLines } from './text';
import type { Canvas, Layers, SceneMotif } from './types';

const MONO = "'DejaVu Sans Mono', Menlo, Consolas, monospace";

/** Ticket outline with semicircular notches where the stub tears off at x = `nx`. */
function ticket(x0: number, y0: number, x1: number, y1: number, nx: number, r: number, notch: number): string {
  return (
    `M${f(x0 + r)} ${f(y0)} H${f(nx - notch)} A${f(notch)} ${f(notch)} 0 0 0 ${f(nx + notch)} ${f(y0)} H${f(x1 - r)} ` +
    `Q${f(x1)} ${f(y0)} ${f(x1)} ${f(y0 + r)} V${f(y1 - r)} Q${f(x1)} ${f(y1)} ${f(x1 - r)} ${f(y1)} ` +
    `H${f(nx + notch)} A${f(notch)} ${f(notch)} 0 0 0 ${f(nx - notch)} ${f(y1)} H${f(x0 + r)} ` +
    `Q${f(x0)} ${f(y1)} ${f(x0)} ${f(y1 - r)} V${f(y0 + r)} Q${f(x0)} ${f(y0)} ${f(x0 + r)} ${f(y0)}Z`
  );
}

function leftPart(x0: number, y0: number, y1: number, nx: number, r: number, notch: number): string {
  return (
    `M${f(x0 + r)} ${f(y0)} H${f(nx - notch)} A${f(notch)} ${f(notch)} 0 0 0 ${f(nx)} ${f(y0 + notch)} ` +
    `V${f(y1 - notch)} A${f(notch)} ${f(notch)} 0 0 0 ${f(nx - notch)} ${f(y1)} H${f(x0 + r)} ` +
    `Q${f(x0)} ${f(y1)} ${f(x0)} ${f(y1 - r)} V${f(y0 + r)} Q${f(x0)} ${f(y0)} ${f(x0 + r)} ${f(y0)}Z`
  );
}

/** A tear-off voucher: the discount big on the coloured part, the code on the stub. */
export const coupon: SceneMotif = {
  kind: 'scene',
  color: '#e6f6f2',
  accent: '#009f7f',
  draw(p: Pen, c: Canvas): Layers {
    const { ground, ink, strong } = groundAndInk(p);
    let confetti = '';
    for (let i = 0; i < 14; i += 1) {
      const x = p.between(0, c.w);
      const y = i % 2 ? p.between(0, c.h * 0.16) : p.between(c.h * 0.84, c.h);
      confetti += `<rect x="${f(x)}" y="${f(y)}" width="${f(c.h * 0.03)}" height="${f(c.h * 0.012)}" rx="2" fill="${i % 3 ? ink : tint(ink, 0.5)}" opacity="0.35" transform="rotate(${f(p.between(0, 180))} ${f(x)} ${f(y)})"/>`;
    }
    const mx = c.w * 0.07;
    const my = Math.min(c.h * 0.2, c.w * 0.12);
    const [x0, y0, x1, y1] = [mx, my, c.w - mx, c.h - my];
    const th = y1 - y0;
    const nx = x0 + (x1 - x0) * 0.65;
    const r = th * 0.08;
    const notch = th * 0.08;
    const paper = tint(ground, 0.7);
    const fg =
      `<path d="${ticket(x0, y0, x1, y1, nx, r, notch)}" fill="${paper}"/>` +
      `<path d="${leftPart(x0, y0, y1, nx, r, notch)}" fill="${p.lin([
        [0, tint(strong, 0.1)],
        [1, mix(strong, '#000000', 0.12)],
      ])}"/>` +
      `<circle cx="${f(x0 + th * 0.06)}" cy="${f(y0 + th * 0.5)}" r="${f(th * 0.5)}" fill="#fff" opacity="0.06"/>` +
      `<path d="M${f(nx)} ${f(y0 + notch + 8)} V${f(y1 - notch - 8)}" stroke="${ink}" stroke-width="3" stroke-dasharray="10 8" opacity="0.5"/>`;
    const stubW = x1 - nx;
    const code = p.sublabel.trim();
    const codeFit = fit(code || '—', {
      maxWidth: stubW * 0.72,
      maxHeight: th * 0.3,
      maxLines: 2,
      maxSize: th * 0.15,
      minSize: 10,
      bold: true,
      mono: true,
    });
    const boxW = stubW * 0.82;
    const boxH = Math.max(codeFit.lines.length * codeFit.size * 1.2 + th * 0.1, th * 0.28);
    const cx = nx + stubW / 2;
    const stub =
      `<rect x="${f(cx - boxW / 2)}" y="${f(y0 + th / 2 - boxH / 2)}" width="${f(boxW)}" height="${f(boxH)}" rx="${f(th * 0.04)}" fill="none" stroke="${ink}" stroke-width="2.5" stroke-dasharray="7 5"/>` +
      textLines(codeFit.lines, cx, y0 + th / 2, { size: codeFit.size, fill: ink, weight: 700, family: MONO });
    const white = inkOn(strong);
    const text = headline(p.with(p.main, { label: p.label, sublabel: '' }), {
      x: (x0 + nx) / 2,
      cy: y0 + th / 2,
      width: (nx - x0) * 0.82,
      height: th * 0.7,
      anchor: 'middle',
      ink: white,
      subInk: white,
    });
    return { background: sceneBackground(p, c, ground, ink) + confetti, foreground: fg, overlay: text + stub };
  },
};
