// The logic-grid clue editor: the clues of a .zebra text (lines `N: clue`,
// docs/zebra.md) as a list of fields, each editable and removable, and a
// field to add one. The rest of the text (the title, positions, categories,
// `ask:` lines) is kept as written; an edit rewrites the text box.
"use strict";

const ZebraEditor = {
  isZebra(text) { return /^\s*category\s/m.test(text) && /^\s*positions:/m.test(text); },

  // {lines: the text's lines, clues: [{index into lines, label, text}]}.
  parse(text) {
    const lines = text.replace(/\n$/, "").split("\n");
    const clues = [];
    lines.forEach((line, i) => {
      const m = /^\s*(\d+):\s*(.*)$/.exec(line);
      if (m) clues.push({index: i, label: m[1], text: m[2]});
    });
    return {lines, clues};
  },

  // Draws the clues of `text` into `into`; `changed(newText)` after each edit.
  draw(text, into, changed) {
    const p = this.parse(text);
    const box = document.createElement("div");
    const rewrite = lines => changed(lines.filter(l => l !== null).join("\n") + "\n");
    for (const clue of p.clues) {
      const row = document.createElement("div");
      row.className = "clue";
      const label = el("span", clue.label + ":");
      const input = document.createElement("input");
      input.value = clue.text;
      input.id = "clue-" + clue.label;
      input.onchange = () => {
        const lines = p.lines.slice();
        lines[clue.index] = `${clue.label}: ${input.value}`;
        rewrite(lines);
      };
      const remove = el("button", "✕");
      remove.type = "button";
      remove.title = "remove this clue";
      remove.onclick = () => {
        const lines = p.lines.slice();
        lines[clue.index] = null;
        rewrite(lines);
      };
      row.append(label, input, remove);
      box.appendChild(row);
    }
    const add = document.createElement("div");
    add.className = "clue";
    const input = document.createElement("input");
    input.id = "new-clue";
    input.placeholder = "a new clue, e.g. `dane is tea` (Enter adds it)";
    input.onkeydown = e => {
      if (e.key !== "Enter" || input.value.trim() === "") return;
      const next = p.clues.reduce((m, c) => Math.max(m, Number(c.label)), 0) + 1;
      const lines = p.lines.slice();
      // After the last clue, or before the first `ask:` line, or at the end.
      let at = p.clues.length ? p.clues[p.clues.length - 1].index + 1
                              : lines.findIndex(l => /^\s*ask:/.test(l));
      if (at < 0) at = lines.length;
      lines.splice(at, 0, `${next}: ${input.value.trim()}`);
      rewrite(lines);
    };
    add.append(el("span", "+"), input);
    box.appendChild(add);
    into.replaceChildren(box);
  },
};
