// The Sudoku editor: the family's own picture of the grid (`check --format
// svg` of the puzzle with its cells emptied: boxes or jigsaw regions with
// thick borders, killer cages dashed with their sums, the X diagonals
// shaded), with a cell of the page over each of its cells: click one, type
// a digit (0, Backspace, Delete or . empties it), move with the arrow keys.
// It reads the forms a Sudoku is pasted in, for orders up to 9: a line of
// 16, 36, 64 or 81 cells, a grid of 4, 6, 8 or 9 lines, a `.sudoku` file and
// a Solo game ID (docs/sudoku.md); an edit changes only the cells of the
// text, as they were written, so the text box and the editor are one puzzle.
"use strict";

const SudokuEditor = {
  ORDERS: [4, 6, 8, 9],
  // The squarest boxes with fewer rows than columns, as the readers take them.
  BOXES: {4: [2, 2], 6: [2, 3], 8: [2, 4], 9: [3, 3]},
  pictures: new Map(),  // the emptied text -> its SVG (a promise)

  // {order, cells[k] (0 empty), text, form: "cells" with places[k] (the
  // offset of cell k's character) and empty (the character of an empty
  // cell), or form "id" with head and span (the ID's grid in the text)};
  // null when the text is none of these forms or holds several puzzles.
  parse(text) {
    const lines = [];  // the lines that say something: {start, body}
    let at = 0;
    for (const line of text.split("\n")) {
      const cut = line.indexOf("#");
      const body = cut < 0 ? line : line.slice(0, cut);
      if (body.trim() !== "") lines.push({start: at, body});
      at += line.length + 1;
    }
    if (lines.length === 0) return null;
    const first = lines[0].body;
    // (`CxR` or `Nj` first, as the readers tell an ID from Unequal's `N:`.)
    const id = /^(\s*)((\d+)(?:x(\d+)|(?=j))([a-z0-9]*):)([^,\s]*)/.exec(first);
    if (id) return lines.length === 1 ? this.parseId(text, lines[0].start, id) : null;
    const header = /^\s*sudoku\s+(\d+)\b/.exec(first);
    const rows = header ? lines.slice(1) : lines;
    const places = [];
    let order = header ? Number(header[1]) : 0, taken = 0;
    for (const line of rows) {
      const cells = this.cellPlaces(line);
      if (cells === null) break;  // a `.sudoku` file's regions, cages and sums
      ++taken;
      if (cells.length === 0) continue;  // a line of separators
      if (order === 0) {
        order = this.ORDERS.find(n => cells.length === n || cells.length === n * n) || -1;
        if (cells.length === order * order) {
          places.push(...cells);
          break;
        }
      }
      if (cells.length !== order) return null;
      places.push(...cells);
      if (places.length === order * order) break;
    }
    if (!this.ORDERS.includes(order) || places.length !== order * order) return null;
    // After the grid, a `.sudoku` file's regions, cages and sums, and no other puzzle.
    const rest = rows.slice(taken);
    if (header ? rest.some(l => /^\s*sudoku\b/.test(l.body)) : rest.length > 0) return null;
    const cells = places.map(p => (/[1-9]/.test(text[p]) ? Number(text[p]) : 0));
    if (cells.some(v => v > order)) return null;
    const blank = places.find(p => !/[1-9]/.test(text[p]));
    return {order, cells, text, form: "cells", places, empty: blank === undefined ? "." : text[blank]};
  },

  // The offsets of a line's cells (digits, `.`, `_`) between separators, or
  // null when it has anything else.
  cellPlaces(line) {
    const places = [];
    for (let i = 0; i < line.body.length; ++i) {
      const ch = line.body[i];
      if (/[0-9._]/.test(ch)) places.push(line.start + i);
      else if (!/[ \t|\-+=\r]/.test(ch)) return null;
    }
    return places;
  },

  // A Solo game ID: `CxR`, or `Nj` a jigsaw of order N, then its letters;
  // the grid: numbers, `a` to `z` for 1 to 26 empty cells, `_` between numbers.
  parseId(text, start, m) {
    const c = Number(m[3]), r = m[4] ? Number(m[4]) : c;
    const order = m[5].includes("j") ? (m[4] ? c * r : c) : c * r;
    if (!this.ORDERS.includes(order)) return null;
    const cells = [];
    for (const t of m[6].match(/[a-z]|_|\d+/g) || []) {
      if (/[a-z]/.test(t)) cells.push(...Array(t.charCodeAt(0) - 96).fill(0));
      else if (t !== "_") cells.push(Number(t));
    }
    if (cells.length !== order * order || cells.some(v => v > order)) return null;
    const from = start + m[1].length + m[2].length;
    return {order, cells, text, form: "id", span: [from, from + m[6].length]};
  },

  // The text with the cells of `s` written in it.
  format(s) {
    if (s.form === "id") return s.text.slice(0, s.span[0]) + this.idGrid(s.cells) + s.text.slice(s.span[1]);
    const chars = s.text.split("");
    s.places.forEach((p, k) => { chars[p] = s.cells[k] ? String(s.cells[k]) : s.empty; });
    return chars.join("");
  },

  // Solo's grid: runs of empty cells as letters, `_` between two numbers.
  idGrid(cells) {
    let out = "", run = 0;
    for (const v of cells.concat([-1])) {
      if (v === 0) { ++run; continue; }
      for (; run > 0; run -= Math.min(run, 26)) out += String.fromCharCode(96 + Math.min(run, 26));
      if (v > 0) out += (out !== "" && /\d$/.test(out) ? "_" : "") + v;
    }
    return out;
  },

  // An empty grid of order n, as a newspaper prints it.
  empty(n) {
    const [rows, cols] = this.BOXES[n];
    const line = Array.from({length: n / cols}, () => Array(cols).fill(".").join(" ")).join(" | ");
    const rule = line.replace(/[^|]/g, "-").replace(/\|/g, "+");
    const out = [];
    for (let r = 0; r < n; ++r) {
      if (r > 0 && r % rows === 0) out.push(rule);
      out.push(line);
    }
    return out.join("\n") + "\n";
  },

  // The family's picture of the grid with every cell empty: the same for
  // every edit of the cells, so it is asked of the server once a shape.
  picture(s) {
    const key = this.format(Object.assign({}, s, {cells: s.cells.map(() => 0)}));
    if (!this.pictures.has(key)) {
      this.pictures.set(key, Api.call("check", key, "sudoku", {format: "svg", timeout: 2})
        .catch(() => { this.pictures.delete(key); return null; }));
    }
    return this.pictures.get(key);
  },

  // Draws `s` into `into`; `changed(s, focus)` after each edit, `focus` the
  // id of the cell to select again once redrawn.
  draw(s, into, changed) {
    const n = s.order;
    const wrap = el("div", null, "sudoku");
    const board = el("div", null, "sudoku-board bare");
    for (let k = 0; k < n * n; ++k) {
      const r = Math.floor(k / n), c = k % n;
      const cell = el("div", s.cells[k] || "", "cell" + (s.cells[k] ? " given" : ""));
      cell.id = `sudoku-r${r + 1}c${c + 1}`;
      cell.tabIndex = 0;
      cell.title = `row ${r + 1}, column ${c + 1}: type a digit (0 or Delete to empty)`;
      Object.assign(cell.style, {left: `${(100 * c) / n}%`, top: `${(100 * r) / n}%`,
                                 width: `${100 / n}%`, height: `${100 / n}%`});
      cell.onclick = () => cell.focus();
      cell.onkeydown = e => {
        const move = {ArrowLeft: [0, -1], ArrowRight: [0, 1], ArrowUp: [-1, 0], ArrowDown: [1, 0]}[e.key];
        if (move) {
          const to = document.getElementById(`sudoku-r${(r + move[0] + n) % n + 1}c${(c + move[1] + n) % n + 1}`);
          if (to) to.focus();
        } else if (/^[0-9]$/.test(e.key) && Number(e.key) <= n) {
          s.cells[k] = Number(e.key);
          changed(s, cell.id);
        } else if (["Backspace", "Delete", ".", " "].includes(e.key)) {
          s.cells[k] = 0;
          changed(s, cell.id);
        } else {
          return;
        }
        e.preventDefault();
      };
      board.appendChild(cell);
    }
    wrap.appendChild(board);
    into.replaceChildren(wrap);
    this.picture(s).then(svg => {
      if (!svg || !wrap.isConnected) return;
      // The grid's own picture, without the document's caption around it.
      const grid = new DOMParser().parseFromString(svg, "image/svg+xml").querySelector("svg.picture");
      if (!grid) return;
      const drawn = document.importNode(grid, true);
      drawn.removeAttribute("x");
      drawn.removeAttribute("y");
      const picture = el("div", null, "sudoku-picture");
      picture.appendChild(drawn);
      wrap.insertBefore(picture, board);
      this.fit(wrap, picture, board);
    });
  },

  // The cells over the picture's board (its <rect class="board">), in
  // fractions of the picture, so that they follow it when it is scaled.
  fit(wrap, picture, board) {
    const rect = picture.querySelector("rect.board");
    if (!rect) return picture.remove();
    const outer = picture.getBoundingClientRect(), inner = rect.getBoundingClientRect();
    if (outer.width === 0 || outer.height === 0) return picture.remove();
    const pct = (v, of) => `${(100 * v) / of}%`;
    Object.assign(board.style, {left: pct(inner.left - outer.left, outer.width),
                                top: pct(inner.top - outer.top, outer.height),
                                width: pct(inner.width, outer.width),
                                height: pct(inner.height, outer.height)});
    board.classList.remove("bare");
    wrap.classList.add("drawn");
  },
};
