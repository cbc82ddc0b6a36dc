/**
 * Original, abstract SVG illustrations for the sample dataset. Everything is
 * drawn from geometric primitives (no text, so no font differences between
 * machines) and every "random" choice comes from a seeded PRNG, so the SVG
 * source - and therefore the rendered raster - is identical on every run.
 */
import { prng } from "../../scripts/lib/prng";

export type Palette = {
  /** Background gradient, top-left to bottom-right. */
  bg: [string, string];
  /** Main motif colour. */
  primary: string;
  /** Secondary motif colour. */
  secondary: string;
  /** Accent (highlights, data points). */
  accent: string;
  /** Light "paper" colour for cards and documents. */
  paper: string;
  /** Muted ink for lines on paper. */
  ink: string;
};

export const palettes = {
  navy: { bg: ["#0f2a4a", "#1d4f7a"], primary: "#3f8fd2", secondary: "#7cc4f0", accent: "#f2b134", paper: "#f4f7fb", ink: "#9fb3c8" },
  teal: { bg: ["#0c3b3a", "#13706b"], primary: "#2bb3a3", secondary: "#8fe0d2", accent: "#ff8a5b", paper: "#f2fbf9", ink: "#9cc7c0" },
  plum: { bg: ["#2a1740", "#56306f"], primary: "#9b6bd3", secondary: "#d0b3f0", accent: "#4fd1c5", paper: "#f8f4fc", ink: "#b7a3cc" },
  forest: { bg: ["#16321f", "#2e5e3a"], primary: "#58a86a", secondary: "#b4dfb9", accent: "#f4d35e", paper: "#f5faf4", ink: "#a9c6ad" },
  slate: { bg: ["#1e2630", "#3b4a5c"], primary: "#6c8cb0", secondary: "#b9cde2", accent: "#ef6f6c", paper: "#f5f7f9", ink: "#a7b3c0" },
  amber: { bg: ["#3b2410", "#7a4a1c"], primary: "#e0913a", secondary: "#f6cf97", accent: "#5fb3e6", paper: "#fdf8f1", ink: "#d4b48e" },
  ocean: { bg: ["#082a3a", "#0f5570"], primary: "#1e9bc7", secondary: "#9edcf0", accent: "#f7c948", paper: "#f1f9fc", ink: "#93c3d4" },
  rose: { bg: ["#3a1423", "#6f2a44"], primary: "#d65a82", secondary: "#f3b6c9", accent: "#7fd1ae", paper: "#fcf4f7", ink: "#d2a3b4" },
  graphite: { bg: ["#202124", "#44464c"], primary: "#8a8f99", secondary: "#c9ccd2", accent: "#f29e4c", paper: "#f6f6f7", ink: "#b3b6bc" },
} satisfies Record<string, Palette>;

const r1 = (n: number) => Math.round(n * 10) / 10;

function svgDoc(width: number, height: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

function background(width: number, height: number, pal: Palette, seed: number): { defs: string; body: string } {
  const rand = prng(seed);
  const defs =
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${pal.bg[0]}"/><stop offset="1" stop-color="${pal.bg[1]}"/></linearGradient>` +
    `<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${pal.secondary}" stop-opacity="0.35"/><stop offset="1" stop-color="${pal.secondary}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="sheen" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.18"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></linearGradient>`;
  let body = `<rect width="${width}" height="${height}" fill="url(#bg)"/>`;
  body += `<circle cx="${r1(width * 0.78)}" cy="${r1(height * 0.22)}" r="${r1(height * 0.75)}" fill="url(#glow)"/>`;
  body += `<circle cx="${r1(width * 0.08)}" cy="${r1(height * 0.95)}" r="${r1(height * 0.55)}" fill="${pal.primary}" opacity="0.12"/>`;
  // Sparse dot grid in the upper-left corner.
  for (let y = 0; y < 6; y++) {
    for (let x = 0; x < 10; x++) {
      if (rand() < 0.25) continue;
      body += `<circle cx="${r1(width * 0.04 + x * width * 0.022)}" cy="${r1(height * 0.07 + y * width * 0.022)}" r="${r1(width * 0.0025)}" fill="${pal.secondary}" opacity="0.35"/>`;
    }
  }
  // A few thin diagonal strokes for texture.
  for (let i = 0; i < 4; i++) {
    const x = r1(width * (0.3 + rand() * 0.5));
    body += `<line x1="${x}" y1="${height}" x2="${r1(x + height * 0.6)}" y2="${r1(height * 0.4)}" stroke="${pal.secondary}" stroke-opacity="0.08" stroke-width="${r1(width * 0.01)}"/>`;
  }
  return { defs, body };
}

/** A sheet of paper with "text lines" as bars. */
function documentCard(x: number, y: number, w: number, h: number, pal: Palette, seed: number, lines = 6): string {
  const rand = prng(seed);
  let s = `<rect x="${x + 10}" y="${y + 14}" width="${w}" height="${h}" rx="18" fill="#000" opacity="0.18"/>`;
  s += `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="18" fill="${pal.paper}"/>`;
  s += `<rect x="${x + w * 0.1}" y="${y + h * 0.1}" width="${r1(w * 0.45)}" height="${r1(h * 0.06)}" rx="${r1(h * 0.03)}" fill="${pal.primary}"/>`;
  for (let i = 0; i < lines; i++) {
    const lw = w * (0.5 + rand() * 0.3);
    s += `<rect x="${r1(x + w * 0.1)}" y="${r1(y + h * (0.26 + i * 0.1))}" width="${r1(lw)}" height="${r1(h * 0.035)}" rx="${r1(h * 0.017)}" fill="${pal.ink}"/>`;
  }
  return s;
}

function barcode(x: number, y: number, w: number, h: number, color: string, seed: number): string {
  const rand = prng(seed);
  let s = "";
  let cx = x;
  while (cx < x + w) {
    const bw = 2 + Math.floor(rand() * 4) * 2;
    if (cx + bw > x + w) break;
    if (rand() > 0.35) s += `<rect x="${r1(cx)}" y="${y}" width="${bw}" height="${h}" fill="${color}"/>`;
    cx += bw + 3;
  }
  return s;
}

function testTube(x: number, y: number, w: number, h: number, fill: number, pal: Palette, liquid: string): string {
  const r = w / 2;
  const tube = `M ${x} ${y} L ${x} ${y + h - r} A ${r} ${r} 0 0 0 ${x + w} ${y + h - r} L ${x + w} ${y} Z`;
  const top = y + h - (h - r) * fill - r;
  const liq = `M ${x} ${r1(top)} L ${x} ${y + h - r} A ${r} ${r} 0 0 0 ${x + w} ${y + h - r} L ${x + w} ${r1(top)} Z`;
  return (
    `<path d="${tube}" fill="${pal.paper}" fill-opacity="0.22" stroke="${pal.paper}" stroke-width="6"/>` +
    `<path d="${liq}" fill="${liquid}"/>` +
    `<rect x="${x - 10}" y="${y - 18}" width="${w + 20}" height="22" rx="8" fill="${pal.paper}"/>` +
    `<rect x="${x + w * 0.18}" y="${r1(y + h * 0.12)}" width="${r1(w * 0.14)}" height="${r1(h * 0.45)}" rx="4" fill="#fff" opacity="0.35"/>`
  );
}

function calendar(x: number, y: number, w: number, h: number, pal: Palette, highlights: number[]): string {
  let s = `<rect x="${x + 12}" y="${y + 16}" width="${w}" height="${h}" rx="24" fill="#000" opacity="0.2"/>`;
  s += `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="24" fill="${pal.paper}"/>`;
  s += `<path d="M ${x} ${y + 24} a 24 24 0 0 1 24 -24 h ${w - 48} a 24 24 0 0 1 24 24 v ${r1(h * 0.16 - 24)} h ${-w} Z" fill="${pal.primary}"/>`;
  for (const rx of [0.25, 0.75]) {
    s += `<rect x="${r1(x + w * rx - 8)}" y="${y - 22}" width="16" height="50" rx="8" fill="${pal.secondary}"/>`;
  }
  const cols = 7;
  const rows = 5;
  const gx = x + w * 0.06;
  const gy = y + h * 0.22;
  const cw = (w * 0.88) / cols;
  const ch = (h * 0.72) / rows;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const i = r * cols + c;
      const hit = highlights.includes(i);
      s += `<rect x="${r1(gx + c * cw + 5)}" y="${r1(gy + r * ch + 5)}" width="${r1(cw - 10)}" height="${r1(ch - 10)}" rx="8" fill="${hit ? pal.accent : pal.ink}" opacity="${hit ? 1 : 0.35}"/>`;
      if (hit) {
        s += `<circle cx="${r1(gx + c * cw + cw / 2)}" cy="${r1(gy + r * ch + ch / 2)}" r="${r1(Math.min(cw, ch) * 0.18)}" fill="${pal.paper}"/>`;
      }
    }
  }
  return s;
}

function scales(cx: number, top: number, size: number, pal: Palette, tilt = 0): string {
  const beamY = top + size * 0.18;
  const half = size * 0.46;
  const dy = size * tilt;
  const pan = (px: number, py: number) =>
    `<line x1="${r1(px)}" y1="${r1(py)}" x2="${r1(px - size * 0.13)}" y2="${r1(py + size * 0.3)}" stroke="${pal.secondary}" stroke-width="4"/>` +
    `<line x1="${r1(px)}" y1="${r1(py)}" x2="${r1(px + size * 0.13)}" y2="${r1(py + size * 0.3)}" stroke="${pal.secondary}" stroke-width="4"/>` +
    `<path d="M ${r1(px - size * 0.17)} ${r1(py + size * 0.3)} A ${r1(size * 0.17)} ${r1(size * 0.09)} 0 0 0 ${r1(px + size * 0.17)} ${r1(py + size * 0.3)} Z" fill="${pal.accent}"/>`;
  return (
    `<rect x="${r1(cx - size * 0.02)}" y="${top}" width="${r1(size * 0.04)}" height="${r1(size * 0.86)}" rx="6" fill="${pal.paper}"/>` +
    `<path d="M ${r1(cx - size * 0.26)} ${r1(top + size)} L ${r1(cx - size * 0.14)} ${r1(top + size * 0.86)} L ${r1(cx + size * 0.14)} ${r1(top + size * 0.86)} L ${r1(cx + size * 0.26)} ${r1(top + size)} Z" fill="${pal.paper}"/>` +
    `<line x1="${r1(cx - half)}" y1="${r1(beamY + dy)}" x2="${r1(cx + half)}" y2="${r1(beamY - dy)}" stroke="${pal.paper}" stroke-width="${r1(size * 0.03)}" stroke-linecap="round"/>` +
    `<circle cx="${cx}" cy="${r1(top - size * 0.01)}" r="${r1(size * 0.045)}" fill="${pal.accent}"/>` +
    pan(cx - half, beamY + dy) +
    pan(cx + half, beamY - dy)
  );
}

function avatarFigure(cx: number, cy: number, s: number, color: string): string {
  return (
    `<circle cx="${r1(cx)}" cy="${r1(cy - s * 0.35)}" r="${r1(s * 0.22)}" fill="${color}"/>` +
    `<path d="M ${r1(cx - s * 0.45)} ${r1(cy + s * 0.5)} C ${r1(cx - s * 0.45)} ${r1(cy - s * 0.02)} ${r1(cx + s * 0.45)} ${r1(cy - s * 0.02)} ${r1(cx + s * 0.45)} ${r1(cy + s * 0.5)} Z" fill="${color}"/>`
  );
}

/** Levey-Jennings style control chart. */
function controlChart(x: number, y: number, w: number, h: number, pal: Palette, seed: number, points = 20, flagIndex = -1): string {
  const rand = prng(seed);
  let s = `<rect x="${x + 12}" y="${y + 16}" width="${w}" height="${h}" rx="22" fill="#000" opacity="0.2"/>`;
  s += `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="22" fill="${pal.paper}"/>`;
  const px = x + w * 0.08;
  const pw = w * 0.86;
  const mid = y + h * 0.5;
  const sd = h * 0.12;
  s += `<rect x="${r1(px)}" y="${r1(mid - 2 * sd)}" width="${r1(pw)}" height="${r1(4 * sd)}" fill="${pal.secondary}" opacity="0.25"/>`;
  s += `<rect x="${r1(px)}" y="${r1(mid - sd)}" width="${r1(pw)}" height="${r1(2 * sd)}" fill="${pal.secondary}" opacity="0.35"/>`;
  s += `<line x1="${r1(px)}" y1="${r1(mid)}" x2="${r1(px + pw)}" y2="${r1(mid)}" stroke="${pal.primary}" stroke-width="4"/>`;
  for (const k of [-3, -2, 2, 3]) {
    s += `<line x1="${r1(px)}" y1="${r1(mid + k * sd)}" x2="${r1(px + pw)}" y2="${r1(mid + k * sd)}" stroke="${Math.abs(k) === 3 ? pal.accent : pal.ink}" stroke-width="3" stroke-dasharray="14 10"/>`;
  }
  s += `<line x1="${r1(px)}" y1="${r1(y + h * 0.1)}" x2="${r1(px)}" y2="${r1(y + h * 0.9)}" stroke="${pal.ink}" stroke-width="4"/>`;
  const pts: [number, number][] = [];
  for (let i = 0; i < points; i++) {
    let z = (rand() + rand() + rand() - 1.5) * 1.6;
    if (i === flagIndex) z = 2.45;
    pts.push([px + (pw * (i + 0.5)) / points, mid - z * sd]);
  }
  s += `<polyline points="${pts.map(([a, b]) => `${r1(a)},${r1(b)}`).join(" ")}" fill="none" stroke="${pal.primary}" stroke-width="4" stroke-linejoin="round"/>`;
  pts.forEach(([a, b], i) => {
    const flagged = i === flagIndex;
    s += `<circle cx="${r1(a)}" cy="${r1(b)}" r="${flagged ? 13 : 8}" fill="${flagged ? pal.accent : pal.primary}" stroke="${pal.paper}" stroke-width="3"/>`;
  });
  return s;
}

function windowPanel(x: number, y: number, w: number, h: number, pal: Palette, seed: number, header: string): string {
  const rand = prng(seed);
  let s = `<rect x="${x + 12}" y="${y + 16}" width="${w}" height="${h}" rx="20" fill="#000" opacity="0.2"/>`;
  s += `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="20" fill="${pal.paper}"/>`;
  s += `<path d="M ${x} ${y + 20} a 20 20 0 0 1 20 -20 h ${w - 40} a 20 20 0 0 1 20 20 v 28 h ${-w} Z" fill="${header}"/>`;
  for (let i = 0; i < 3; i++) s += `<circle cx="${x + 26 + i * 22}" cy="${y + 24}" r="6" fill="${pal.paper}" opacity="0.8"/>`;
  for (let i = 0; i < 5; i++) {
    const ry = y + 80 + i * ((h - 110) / 5);
    s += `<rect x="${x + 28}" y="${r1(ry)}" width="${r1(w * 0.14)}" height="${r1((h - 110) / 5 - 14)}" rx="6" fill="${pal.secondary}" opacity="0.8"/>`;
    s += `<rect x="${r1(x + 40 + w * 0.14)}" y="${r1(ry + 6)}" width="${r1(w * (0.3 + rand() * 0.35))}" height="12" rx="6" fill="${pal.ink}"/>`;
  }
  return s;
}

// ---------------------------------------------------------------------------
// Hero illustrations (1600x900)
// ---------------------------------------------------------------------------

export type HeroMotif =
  | "phases"
  | "custody"
  | "billing"
  | "calendar"
  | "integration"
  | "quality"
  | "dockets"
  | "training"
  | "roadmap";

export function heroSvg(motif: HeroMotif, pal: Palette, seed: number): string {
  const W = 1600;
  const H = 900;
  const bg = background(W, H, pal, seed);
  let m = "";
  switch (motif) {
    case "phases": {
      // Stacked case-file cards plus a four-step phase path.
      m += documentCard(860, 170, 420, 540, pal, seed + 1);
      m += documentCard(960, 120, 420, 540, pal, seed + 2);
      m += `<circle cx="1330" cy="590" r="64" fill="${pal.accent}"/><path d="M 1298 590 l 22 22 l 42 -46" fill="none" stroke="${pal.paper}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>`;
      const steps: [number, number][] = [[180, 720], [340, 610], [500, 500], [660, 390]];
      m += `<polyline points="${steps.map(([a, b]) => `${a},${b}`).join(" ")}" fill="none" stroke="${pal.secondary}" stroke-width="8" stroke-dasharray="4 18" stroke-linecap="round"/>`;
      steps.forEach(([a, b], i) => {
        m += `<rect x="${a - 70}" y="${b}" width="140" height="${H - b}" fill="${pal.primary}" opacity="${0.35 + i * 0.15}"/>`;
        m += `<circle cx="${a}" cy="${b - 40}" r="28" fill="${i === 3 ? pal.accent : pal.paper}"/>`;
      });
      break;
    }
    case "custody": {
      // Test tubes in a rack, a barcoded label and chain links.
      const liquids = [pal.accent, pal.secondary, pal.primary, pal.accent];
      liquids.forEach((c, i) => {
        m += testTube(880 + i * 120, 190, 74, 420, 0.35 + i * 0.12, pal, c);
      });
      m += `<rect x="830" y="560" width="520" height="60" rx="14" fill="${pal.primary}"/><rect x="850" y="620" width="28" height="120" fill="${pal.primary}"/><rect x="1302" y="620" width="28" height="120" fill="${pal.primary}"/>`;
      m += `<g transform="rotate(-8 420 520)"><rect x="200" y="420" width="440" height="200" rx="18" fill="${pal.paper}"/>${barcode(240, 460, 300, 110, pal.bg[0], seed + 3)}<rect x="560" y="460" width="50" height="50" rx="10" fill="${pal.accent}"/></g>`;
      for (let i = 0; i < 4; i++) {
        m += `<rect x="${170 + i * 130}" y="730" width="150" height="64" rx="32" fill="none" stroke="${i % 2 ? pal.secondary : pal.accent}" stroke-width="14"/>`;
      }
      break;
    }
    case "billing": {
      // A receipt with barcode, a column chart and coin stack.
      m += `<path d="M 980 120 h 360 v 640 l -30 -22 l -30 22 l -30 -22 l -30 22 l -30 -22 l -30 22 l -30 -22 l -30 22 l -30 -22 l -30 22 l -30 -22 l -30 22 Z" fill="${pal.paper}"/>`;
      for (let i = 0; i < 7; i++) {
        m += `<rect x="1020" y="${200 + i * 52}" width="${170 + ((i * 37) % 60)}" height="16" rx="8" fill="${pal.ink}"/><rect x="1250" y="${200 + i * 52}" width="50" height="16" rx="8" fill="${pal.primary}"/>`;
      }
      m += barcode(1020, 590, 280, 90, pal.bg[0], seed + 4);
      const bars = [160, 220, 200, 280, 250, 330];
      bars.forEach((b, i) => {
        m += `<rect x="${180 + i * 95}" y="${760 - b}" width="64" height="${b}" rx="10" fill="${i === 5 ? pal.accent : pal.primary}" opacity="${i === 5 ? 1 : 0.55 + i * 0.07}"/>`;
      });
      for (let i = 0; i < 5; i++) {
        m += `<ellipse cx="820" cy="${730 - i * 34}" rx="86" ry="30" fill="${pal.accent}" stroke="${pal.bg[0]}" stroke-opacity="0.3" stroke-width="4"/>`;
      }
      break;
    }
    case "calendar": {
      m += calendar(820, 150, 600, 560, pal, [5, 12, 30]);
      const marks = [200, 420, 700];
      m += `<line x1="140" y1="700" x2="740" y2="700" stroke="${pal.secondary}" stroke-width="10" stroke-linecap="round"/>`;
      marks.forEach((mx, i) => {
        m += `<circle cx="${mx}" cy="700" r="${26 + i * 8}" fill="${pal.accent}"/><circle cx="${mx}" cy="700" r="${12 + i * 4}" fill="${pal.paper}"/>`;
        m += `<rect x="${mx - 4}" y="${560 - i * 60}" width="8" height="${110 + i * 60}" fill="${pal.secondary}" opacity="0.6"/>`;
      });
      break;
    }
    case "integration": {
      m += windowPanel(140, 230, 470, 440, pal, seed + 5, pal.primary);
      m += windowPanel(990, 230, 470, 440, pal, seed + 6, pal.accent);
      for (let i = 0; i < 3; i++) {
        const y = 340 + i * 110;
        m += `<path d="M 610 ${y} C 800 ${y - 120 + i * 60} 800 ${y + 60 - i * 30} 990 ${y}" fill="none" stroke="${pal.secondary}" stroke-width="8" stroke-dasharray="${i === 1 ? "0" : "18 14"}"/>`;
        m += `<circle cx="800" cy="${r1(y - 30 + i * 15)}" r="16" fill="${pal.accent}"/>`;
      }
      m += `<path d="M 960 440 l 30 0 l -18 -18 M 990 440 l -18 18" stroke="${pal.paper}" stroke-width="8" fill="none" stroke-linecap="round"/>`;
      break;
    }
    case "quality": {
      m += controlChart(160, 170, 1040, 560, pal, seed + 7, 22, 15);
      m += testTube(1320, 240, 80, 420, 0.55, pal, pal.accent);
      break;
    }
    case "dockets": {
      m += scales(560, 200, 460, pal, 0.04);
      const colors = [pal.primary, pal.secondary, pal.accent, pal.primary, pal.secondary, pal.accent, pal.primary];
      colors.forEach((c, i) => {
        const col = i % 2;
        const row = Math.floor(i / 2);
        const x = 960 + col * 260 + (row % 2) * 60;
        const y = 140 + row * 160;
        m += `<rect x="${x}" y="${y}" width="220" height="124" rx="18" fill="${pal.paper}" opacity="0.95"/><rect x="${x}" y="${y}" width="22" height="124" rx="8" fill="${c}"/><rect x="${x + 44}" y="${y + 30}" width="130" height="14" rx="7" fill="${pal.ink}"/><rect x="${x + 44}" y="${y + 62}" width="90" height="14" rx="7" fill="${pal.ink}"/>`;
      });
      break;
    }
    case "training": {
      m += `<rect x="820" y="160" width="640" height="420" rx="26" fill="${pal.paper}"/><rect x="850" y="190" width="580" height="360" rx="12" fill="${pal.bg[0]}"/><rect x="1090" y="580" width="100" height="80" fill="${pal.paper}"/><rect x="990" y="650" width="300" height="26" rx="13" fill="${pal.paper}"/>`;
      const bars = [120, 180, 150, 240, 210];
      bars.forEach((b, i) => {
        m += `<rect x="${900 + i * 100}" y="${510 - b}" width="60" height="${b}" rx="8" fill="${i === 3 ? pal.accent : pal.primary}"/>`;
      });
      m += avatarFigure(260, 560, 260, pal.secondary);
      m += avatarFigure(480, 520, 300, pal.primary);
      m += avatarFigure(700, 580, 240, pal.accent);
      break;
    }
    case "roadmap": {
      m += `<path d="M 140 760 C 420 760 380 420 700 450 S 1080 200 1460 220" fill="none" stroke="${pal.secondary}" stroke-width="10" stroke-dasharray="22 18" stroke-linecap="round"/>`;
      const pts: [number, number][] = [[140, 760], [560, 520], [900, 380], [1460, 220]];
      pts.forEach(([a, b], i) => {
        m += `<circle cx="${a}" cy="${b}" r="${34 + i * 6}" fill="${i === 3 ? pal.accent : pal.primary}" stroke="${pal.paper}" stroke-width="8"/>`;
      });
      m += `<rect x="1000" y="520" width="380" height="230" rx="22" fill="none" stroke="${pal.paper}" stroke-width="6" stroke-dasharray="20 14"/>`;
      break;
    }
  }
  return svgDoc(W, H, bg.defs, bg.body + `<rect width="${W}" height="${H * 0.5}" fill="url(#sheen)"/>` + m);
}

// ---------------------------------------------------------------------------
// Inline body figures (1200x800)
// ---------------------------------------------------------------------------

export type FigureMotif = "custody-flow" | "qc-detail" | "integration-flow";

export function figureSvg(motif: FigureMotif, pal: Palette, seed: number): string {
  const W = 1200;
  const H = 800;
  // Flat, light background: these sit inside article text.
  const defs = `<linearGradient id="band" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${pal.primary}"/><stop offset="1" stop-color="${pal.accent}"/></linearGradient>`;
  let m = `<rect width="${W}" height="${H}" fill="${pal.paper}"/><rect y="${H - 24}" width="${W}" height="24" fill="url(#band)"/>`;
  switch (motif) {
    case "custody-flow": {
      // Five stations joined by arrows: cup -> label -> analyzer -> report -> court.
      const xs = [130, 365, 600, 835, 1070];
      const cy = 380;
      m += `<line x1="130" y1="${cy}" x2="1070" y2="${cy}" stroke="${pal.ink}" stroke-width="10" stroke-dasharray="20 16"/>`;
      xs.forEach((x, i) => {
        m += `<circle cx="${x}" cy="${cy}" r="98" fill="${i === 4 ? pal.accent : pal.primary}"/><circle cx="${x}" cy="${cy}" r="80" fill="${pal.paper}"/>`;
        if (i < 4) m += `<path d="M ${x + 112} ${cy - 22} l 24 22 l -24 22" fill="none" stroke="${pal.primary}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>`;
      });
      // 1 collection cup
      m += `<path d="M 95 335 h 70 l -10 95 h -50 Z" fill="${pal.secondary}"/><rect x="88" y="320" width="84" height="20" rx="6" fill="${pal.primary}"/>`;
      // 2 barcode label
      m += `<rect x="310" y="345" width="110" height="70" rx="8" fill="#ffffff" stroke="${pal.ink}" stroke-width="4"/>${barcode(322, 356, 86, 48, pal.bg[0], seed)}`;
      // 3 analyzer with tubes
      m += `<rect x="545" y="340" width="110" height="90" rx="10" fill="${pal.secondary}"/>`;
      for (let i = 0; i < 3; i++) m += `<rect x="${560 + i * 30}" y="312" width="18" height="50" rx="9" fill="${i === 1 ? pal.accent : pal.primary}"/>`;
      // 4 report
      m += `<rect x="795" y="318" width="80" height="110" rx="8" fill="#ffffff" stroke="${pal.ink}" stroke-width="4"/>`;
      for (let i = 0; i < 4; i++) m += `<rect x="808" y="${340 + i * 20}" width="${54 - (i % 2) * 16}" height="8" rx="4" fill="${pal.ink}"/>`;
      m += `<circle cx="860" cy="414" r="12" fill="${pal.accent}"/>`;
      // 5 court (columns)
      m += `<path d="M 1010 352 L 1070 318 L 1130 352 Z" fill="${pal.primary}"/>`;
      for (let i = 0; i < 4; i++) m += `<rect x="${1022 + i * 27}" y="358" width="14" height="58" fill="${pal.primary}"/>`;
      m += `<rect x="1010" y="418" width="120" height="14" fill="${pal.primary}"/>`;
      // Signature/timestamp ticks below each station.
      xs.forEach((x, i) => {
        m += `<rect x="${x - 70}" y="540" width="140" height="18" rx="9" fill="${pal.ink}"/><rect x="${x - 50}" y="574" width="100" height="18" rx="9" fill="${pal.ink}" opacity="0.6"/>`;
        m += `<circle cx="${x}" cy="640" r="20" fill="${i === 4 ? pal.accent : pal.secondary}"/>`;
      });
      m += `<rect x="130" y="120" width="420" height="34" rx="17" fill="${pal.primary}"/><rect x="130" y="176" width="280" height="22" rx="11" fill="${pal.ink}"/>`;
      break;
    }
    case "qc-detail": {
      m += controlChart(70, 90, 1060, 600, pal, seed, 30, 21);
      break;
    }
    case "integration-flow": {
      m += windowPanel(80, 170, 360, 420, pal, seed, pal.primary);
      m += windowPanel(760, 170, 360, 420, pal, seed + 1, pal.accent);
      m += `<rect x="500" y="300" width="200" height="160" rx="24" fill="${pal.bg[1]}"/>`;
      for (let i = 0; i < 3; i++) m += `<rect x="530" y="${330 + i * 36}" width="140" height="20" rx="10" fill="${pal.secondary}"/>`;
      m += `<path d="M 440 380 h 52 M 478 364 l 16 16 l -16 16" stroke="${pal.primary}" stroke-width="10" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
      m += `<path d="M 700 380 h 52 M 738 364 l 16 16 l -16 16" stroke="${pal.accent}" stroke-width="10" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
      m += `<path d="M 940 640 C 940 720 260 720 260 640" fill="none" stroke="${pal.ink}" stroke-width="8" stroke-dasharray="16 12"/><path d="M 244 656 l 16 -16 l 16 16" fill="none" stroke="${pal.ink}" stroke-width="8" stroke-linecap="round"/>`;
      break;
    }
  }
  return svgDoc(W, H, defs, m);
}

// ---------------------------------------------------------------------------
// Portraits (480x480): abstract avatar silhouettes, never photographs.
// ---------------------------------------------------------------------------

export type PortraitStyle = { bg: string; ring: string; figure: string; detail: string };

export function portraitSvg(style: PortraitStyle, variant: number): string {
  const S = 480;
  let m = `<rect width="${S}" height="${S}" fill="${style.bg}"/>`;
  m += `<circle cx="240" cy="240" r="200" fill="${style.ring}"/>`;
  // Variant-specific geometric accent behind the figure.
  if (variant % 4 === 0) m += `<path d="M 40 480 L 480 40 L 480 480 Z" fill="${style.detail}" opacity="0.35"/>`;
  if (variant % 4 === 1) m += `<circle cx="390" cy="100" r="70" fill="${style.detail}" opacity="0.5"/>`;
  if (variant % 4 === 2) for (let i = 0; i < 5; i++) m += `<rect x="${40 + i * 84}" y="40" width="40" height="400" rx="20" fill="${style.detail}" opacity="0.18"/>`;
  if (variant % 4 === 3) m += `<rect x="60" y="60" width="360" height="360" rx="60" transform="rotate(12 240 240)" fill="none" stroke="${style.detail}" stroke-width="18" opacity="0.45"/>`;
  // Head and shoulders.
  m += `<circle cx="240" cy="196" r="78" fill="${style.figure}"/>`;
  m += `<path d="M 96 480 C 96 330 384 330 384 480 Z" fill="${style.figure}"/>`;
  return svgDoc(S, S, "", m);
}
