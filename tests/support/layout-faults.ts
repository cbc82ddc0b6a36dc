/**
 * What a person sees wrong in a page's layout at the current viewport, found in the page itself (run with
 * page.evaluate): text drawn over other text, a word broken across two lines, sideways scroll, a card alone
 * on its row beside empty columns, and a header bar grown past one line. Each fault is a line of plain words.
 *
 * Text over text: two visible text boxes of unrelated elements overlap by more than a sliver, and at the
 * overlap no opaque positioned layer (an open menu, a panel) holding one of them covers the other.
 */
export function layoutFaults(): string[] {
  const faults: string[] = [];
  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth + 1) faults.push(`scrolls sideways: ${root.scrollWidth} px of content in ${root.clientWidth} px`);

  type Box = { left: number; top: number; right: number; bottom: number };
  const intersect = (a: Box, b: Box): Box => ({
    left: Math.max(a.left, b.left),
    top: Math.max(a.top, b.top),
    right: Math.min(a.right, b.right),
    bottom: Math.min(a.bottom, b.bottom),
  });
  const isEmpty = (box: Box) => box.right - box.left < 1 || box.bottom - box.top < 1;
  const describe = (element: Element) => {
    const text = (element.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40);
    const name = element.tagName.toLowerCase() + (element.classList.length ? `.${[...element.classList].join(".")}` : "");
    return `${name} "${text}"`;
  };

  /** The part of an element's boxes that its clipping ancestors (overflow other than visible) let show. */
  const clipOf = (element: Element): Box | null => {
    // Hidden as a whole: display none, a closed panel (hidden="until-found" is content-visibility: hidden).
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return null;
    let clip: Box = { left: -Infinity, top: -Infinity, right: Infinity, bottom: Infinity };
    for (let node: Element | null = element; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.display === "none" || style.visibility === "hidden" || style.opacity === "0") return null;
      if (node !== root && node !== document.body && (style.overflowX !== "visible" || style.overflowY !== "visible")) {
        clip = intersect(clip, node.getBoundingClientRect());
      }
      if (style.position === "fixed") break;
    }
    return clip;
  };

  type TextBox = Box & { element: Element; fixed: boolean };
  const texts: TextBox[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  const clips = new Map<Element, Box | null>();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const content = node.textContent ?? "";
    if (!content.trim()) continue;
    const element = node.parentElement;
    if (!element || element.closest("script, style, noscript, template")) continue;
    if (!clips.has(element)) clips.set(element, clipOf(element));
    const clip = clips.get(element);
    if (!clip) continue;
    const fixed = Boolean(element.closest(".need-help, .back-to-top")) || getComputedStyle(element).position === "fixed";
    // Each word: one box per line it is drawn on.
    // The node's words as boxes, one per line each is drawn on; joined into one box per line for the overlap check.
    const lineBoxes = new Map<number, Box>();
    for (const match of content.matchAll(/\S+/g)) {
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const boxes = [...range.getClientRects()].map((rect) => intersect(rect, clip)).filter((box) => !isEmpty(box) && box.right - box.left >= 2);
      for (const box of boxes) {
        const line = Math.round(box.top / 4);
        const joined = lineBoxes.get(line);
        lineBoxes.set(
          line,
          joined
            ? {
                left: Math.min(joined.left, box.left),
                top: Math.min(joined.top, box.top),
                right: Math.max(joined.right, box.right),
                bottom: Math.max(joined.bottom, box.bottom),
              }
            : box,
        );
      }
      const lines = new Set(boxes.map((box) => Math.round(box.top / 4)));
      if (lines.size > 1 && !brokenAtHyphen(node, match.index, match[0])) {
        faults.push(`word broken across lines: "${match[0]}" in ${describe(element)}`);
      }
    }
    for (const box of lineBoxes.values()) texts.push({ ...box, element, fixed });
  }

  /** A word that breaks right after a hyphen, dash or slash breaks where a reader expects it. */
  function brokenAtHyphen(node: Node, start: number, word: string): boolean {
    let firstTop: number | null = null;
    for (let index = 0; index < word.length; index++) {
      range.setStart(node, start + index);
      range.setEnd(node, start + index + 1);
      const rect = range.getBoundingClientRect();
      if (rect.width === 0) continue;
      if (firstTop === null) firstTop = rect.top;
      else if (Math.abs(rect.top - firstTop) > 4) return /[-\u2010-\u2014/]/.test(word[index - 1] ?? "");
    }
    return false;
  }

  /** The nearest positioned ancestor-or-self with a background that hides what lies beneath it. */
  const opaqueLayers = (element: Element): Element[] => {
    const layers: Element[] = [];
    for (let node: Element | null = element; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      const background = style.backgroundColor;
      const opaque = background !== "transparent" && !/rgba\(.*,\s*0\)$/.test(background);
      if (style.position !== "static" && opaque) layers.push(node);
    }
    return layers;
  };
  const related = (a: Element, b: Element) => a === b || a.contains(b) || b.contains(a);
  const reported = new Set<string>();
  // Top to bottom: each box is compared only with those that start above its bottom.
  texts.sort((a, b) => a.top - b.top);
  for (let i = 0; i < texts.length; i++) {
    const a = texts[i]!;
    for (let j = i + 1; j < texts.length && texts[j]!.top < a.bottom; j++) {
      const b = texts[j]!;
      if (a.fixed || b.fixed || related(a.element, b.element)) continue;
      const overlap = intersect(a, b);
      const height = overlap.bottom - overlap.top;
      // A sliver is two lines' glyph boxes touching; drawn over each other means a real share of a line.
      if (overlap.right - overlap.left < 2 || height < 0.3 * Math.min(a.bottom - a.top, b.bottom - b.top)) continue;
      const x = (overlap.left + overlap.right) / 2;
      const y = (overlap.top + overlap.bottom) / 2;
      const top = y >= 0 && y < innerHeight && x >= 0 && x < innerWidth ? document.elementFromPoint(x, y) : null;
      if (top) {
        const front = a.element.contains(top) || top.contains(a.element) ? a : b.element.contains(top) || top.contains(b.element) ? b : null;
        const back = front === a ? b : a;
        // The front text's layer covers the other: an open menu over the page, as it should.
        if (front && opaqueLayers(front.element).some((layer) => !layer.contains(back.element))) continue;
      }
      const key = `${describe(a.element)} / ${describe(b.element)}`;
      if (reported.has(key)) continue;
      reported.add(key);
      faults.push(`text drawn over text: ${key}`);
    }
  }

  // A card alone on its row beside empty columns, in any grid of two or more columns.
  for (const grid of document.querySelectorAll("body *")) {
    if (getComputedStyle(grid).display !== "grid" || grid.children.length < 2) continue;
    const cards = [...grid.children].filter((child) => {
      const rect = child.getBoundingClientRect();
      return rect.width > 0 && rect.height > 0 && getComputedStyle(child).position !== "absolute";
    });
    const rows = new Map<number, DOMRect[]>();
    for (const card of cards) {
      const rect = card.getBoundingClientRect();
      const row = Math.round(rect.top);
      rows.set(row, [...(rows.get(row) ?? []), rect]);
    }
    if (![...rows.values()].some((row) => row.length > 1)) continue;
    const style = getComputedStyle(grid);
    const width = grid.getBoundingClientRect().width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    for (const row of rows.values()) {
      if (row.length === 1 && row[0]!.width < 0.75 * width) faults.push(`card alone on its row: ${describe(grid)}`);
    }
  }

  // The general header's bar holds its name, menu and buttons on one line (4 rem).
  const bar = document.querySelector(".site-header-main");
  if (bar && bar.getBoundingClientRect().height > 4 * 16 + 1)
    faults.push(`header bar on more than one line: ${Math.round(bar.getBoundingClientRect().height)} px high`);

  return [...new Set(faults)];
}
